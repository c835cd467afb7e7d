import { permissions } from '@kinderwait/contract/constants';
import { BroadcastComing } from '../../features/broadcast/components/broadcast-coming';
import { broadcastTexts } from '../../features/broadcast/broadcast-texts';
import { useActivePermissions } from '../../features/user-context/hooks/use-active-permissions';
import { PageHead } from '../head/page-head';

/**
 * /broadcast and the paths under it: signed in only, a page saying what is coming (rather than the
 * not-found page) until the broadcast section is built. The active role's permissions choose what
 * it offers meanwhile.
 */
function BroadcastRoute() {
  const held = useActivePermissions();
  return (
    <>
      <PageHead
        title={broadcastTexts.coming.title}
        description={broadcastTexts.coming.description}
        noIndex
      />
      <BroadcastComing
        can={
          held === undefined
            ? undefined
            : {
                broadcast: held.includes(permissions.broadcastCreate),
                manageWaitlist: held.includes(permissions.waitlistManage),
                joinWaitlists: held.includes(permissions.waitlistTicketCreate),
              }
        }
      />
    </>
  );
}

export { BroadcastRoute as Component };
