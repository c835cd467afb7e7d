import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { offerLinkQuery } from '@kinderwait/contract/offers';
import { OfferLinkPage, offerPageHead } from '../../../features/offers/components/offer-link-page';
import { offersCatalogue } from '../../../features/offers/offers-messages';
import { paths } from '../../../config/paths';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages, useMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/** Loads the page's words in the active language before it opens; a failed load retries there. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(offersCatalogue, activeLanguage());
  } catch {
    // The page suspends and loads them again.
  }
  return null;
}

function OfferLinkHead() {
  return <PageHead {...offerPageHead(useMessages(offersCatalogue))} noIndex />;
}

/** /offers/{offerId}?token= (public): the emailed offer link's page; the token answers only it. */
function OfferLinkRoute() {
  const { offerId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <>
      <Suspense fallback={null}>
        <OfferLinkHead />
      </Suspense>
      <OfferLinkPage
        offerId={offerId}
        token={search.get(offerLinkQuery.token) ?? ''}
        requestsHref={paths.app.childcareRequests.getHref()}
      />
    </>
  );
}

export { OfferLinkRoute as Component };
