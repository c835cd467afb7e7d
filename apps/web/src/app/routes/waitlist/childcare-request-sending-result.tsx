import { Suspense } from 'react';
import { useLocation } from 'react-router';
import {
  SendingResultPage,
  sendingResultPageHead,
} from '../../../features/childcare-matches/components/sending-result-page';
import { childcareMatchesCatalogue } from '../../../features/childcare-matches/childcare-matches-messages';
import {
  readKeptSendingResult,
  sendingResultOf,
} from '../../../features/childcare-matches/lib/sending-result';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages, useMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/** Loads the page's words in the active language before it opens. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(childcareMatchesCatalogue, activeLanguage());
  } catch {
    // The page suspends and loads them again.
  }
  return null;
}

function SendingResultHead() {
  return <PageHead {...sendingResultPageHead(useMessages(childcareMatchesCatalogue))} noIndex />;
}

/**
 * /waitlist/childcare-request-sending-result (docs/product/waitlist.md#sending-result): the outcome
 * of the last send, from the router's state, else from this tab's session (a reload); opened any
 * other way it says so.
 */
function SendingResultRoute() {
  const location = useLocation();
  const state: unknown = location.state;
  const result = sendingResultOf(state) ?? readKeptSendingResult();
  return (
    <>
      <Suspense fallback={null}>
        <SendingResultHead />
      </Suspense>
      <SendingResultPage result={result} />
    </>
  );
}

export { SendingResultRoute as Component };
