import { useLocation } from 'react-router';
import { SendingResultPage } from '../../../features/childcare-matches/components/sending-result-page';
import { sendingResultTexts } from '../../../features/childcare-matches/childcare-matches-texts';
import {
  readKeptSendingResult,
  sendingResultOf,
} from '../../../features/childcare-matches/lib/sending-result';
import { PageHead } from '../../head/page-head';

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
      <PageHead
        title={sendingResultTexts.pageTitle}
        description={sendingResultTexts.pageDescription}
        noIndex
      />
      <SendingResultPage result={result} />
    </>
  );
}

export { SendingResultRoute as Component };
