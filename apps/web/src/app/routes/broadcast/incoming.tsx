import { IncomingPage } from '../../../features/broadcast/components/incoming-page';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { loadBroadcastMessages } from '../../../features/broadcast/lib/load-broadcast-messages';
import { PageHead } from '../../head/page-head';

/** Loads the broadcast screens' words in the active language before the screen opens. */
export const loader = loadBroadcastMessages;

/** /broadcast/incoming (broadcast.answer): the families' broadcasts a provider received. */
function IncomingRoute() {
  const head = useBroadcastHead().incoming;
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <IncomingPage />
    </>
  );
}

export { IncomingRoute as Component };
