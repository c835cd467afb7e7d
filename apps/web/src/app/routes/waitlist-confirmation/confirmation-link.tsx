import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { confirmationLinkQuery } from '@kinderwait/contract/notifications';
import {
  ConfirmationLinkPage,
  confirmationPageHead,
} from '../../../features/waitlist-confirmation/components/confirmation-link-page';
import { waitlistConfirmationCatalogue } from '../../../features/waitlist-confirmation/waitlist-confirmation-messages';
import { paths } from '../../../config/paths';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages, useMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/** Loads the page's words in the active language before it opens; a failed load retries there. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(waitlistConfirmationCatalogue, activeLanguage());
  } catch {
    // The page suspends and loads them again.
  }
  return null;
}

function ConfirmationLinkHead() {
  return <PageHead {...confirmationPageHead(useMessages(waitlistConfirmationCatalogue))} noIndex />;
}

/**
 * /waitlist/confirm/{ticketId}?token= (public: the token answers only this ticket): the
 * "still interested?" email's one-tap page.
 */
function ConfirmationLinkRoute() {
  const { ticketId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <>
      <Suspense fallback={null}>
        <ConfirmationLinkHead />
      </Suspense>
      <ConfirmationLinkPage
        ticketId={ticketId}
        token={search.get(confirmationLinkQuery.token) ?? ''}
        requestsHref={paths.app.childcareRequests.getHref()}
      />
    </>
  );
}

export { ConfirmationLinkRoute as Component };
