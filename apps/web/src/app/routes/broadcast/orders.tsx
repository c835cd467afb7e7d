import { permissions } from '@kinderwait/contract/constants';
import { OrdersPage } from '../../../features/broadcast/components/orders-page';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { loadBroadcastMessages } from '../../../features/broadcast/lib/load-broadcast-messages';
import { useActivePermissions } from '../../../features/user-context/hooks/use-active-permissions';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';

/** Loads the broadcast screens' words in the active language before the screen opens. */
export const loader = loadBroadcastMessages;

/**
 * /broadcast/orders: a parent's family broadcasts, or a provider's spot broadcasts (the server
 * answers the orders of the kind the active role places); a new one starts from the child or the
 * profile.
 */
function OrdersRoute() {
  const head = useBroadcastHead().orders;
  const held = useActivePermissions();
  let newBroadcastHref: string | undefined;
  if (held?.includes(permissions.familyBroadcastCreate) === true) {
    newBroadcastHref = paths.app.broadcastSelectChild.getHref();
  } else if (held?.includes(permissions.broadcastCreate) === true) {
    newBroadcastHref = paths.app.broadcastProfile.getHref();
  }
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <OrdersPage newBroadcastHref={newBroadcastHref} />
    </>
  );
}

export { OrdersRoute as Component };
