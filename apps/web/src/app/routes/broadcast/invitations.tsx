import { InvitationsPage } from '../../../features/broadcast/components/invitations-page';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { loadBroadcastMessages } from '../../../features/broadcast/lib/load-broadcast-messages';
import { PageHead } from '../../head/page-head';

/** Loads the broadcast screens' words in the active language before the screen opens. */
export const loader = loadBroadcastMessages;

/** /broadcast/invitations: the spaces providers told a parent's children about. */
function InvitationsRoute() {
  const head = useBroadcastHead().invitations;
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <InvitationsPage />
    </>
  );
}

export { InvitationsRoute as Component };
