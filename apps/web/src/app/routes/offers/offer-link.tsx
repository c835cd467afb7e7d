import { useParams, useSearchParams } from 'react-router';
import { offerLinkQuery } from '@kinderwait/contract/offers';
import { OfferLinkPage } from '../../../features/offers/components/offer-link-page';
import { offersTexts } from '../../../features/offers/offers-texts';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';

/** /offers/{offerId}?token= (public): the emailed offer link's page; the token answers only it. */
function OfferLinkRoute() {
  const { offerId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <>
      <PageHead title={offersTexts.pageTitle} description={offersTexts.pageDescription} noIndex />
      <OfferLinkPage
        offerId={offerId}
        token={search.get(offerLinkQuery.token) ?? ''}
        requestsHref={paths.app.childcareRequests.getHref()}
      />
    </>
  );
}

export { OfferLinkRoute as Component };
