import { useParams, useSearchParams } from 'react-router';
import { confirmationLinkQuery } from '@kinderwait/contract/notifications';
import { ConfirmationLinkPage } from '../../../features/waitlist-confirmation/components/confirmation-link-page';
import { waitlistConfirmationTexts } from '../../../features/waitlist-confirmation/waitlist-confirmation-texts';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';

/**
 * /waitlist/confirm/{ticketId}?token= (public: the token answers only this ticket): the
 * "still interested?" email's one-tap page.
 */
function ConfirmationLinkRoute() {
  const { ticketId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <>
      <PageHead
        title={waitlistConfirmationTexts.pageTitle}
        description={waitlistConfirmationTexts.pageDescription}
        noIndex
      />
      <ConfirmationLinkPage
        ticketId={ticketId}
        token={search.get(confirmationLinkQuery.token) ?? ''}
        requestsHref={paths.app.childcareRequests.getHref()}
      />
    </>
  );
}

export { ConfirmationLinkRoute as Component };
