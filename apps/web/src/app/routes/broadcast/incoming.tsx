import { IncomingPage } from '../../../features/broadcast/components/incoming-page';
import { broadcastTexts } from '../../../features/broadcast/broadcast-texts';
import { PageHead } from '../../head/page-head';

/** /broadcast/incoming (broadcast.answer): the families' broadcasts a provider received. */
function IncomingRoute() {
  return (
    <>
      <PageHead
        title={broadcastTexts.incoming.title}
        description={broadcastTexts.sectionDescription}
        noIndex
      />
      <IncomingPage />
    </>
  );
}

export { IncomingRoute as Component };
