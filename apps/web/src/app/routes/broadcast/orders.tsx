import { permissions } from '@kinderwait/contract/constants';
import { OrdersPage } from '../../../features/broadcast/components/orders-page';
import { broadcastTexts } from '../../../features/broadcast/broadcast-texts';
import { useActivePermissions } from '../../../features/user-context/hooks/use-active-permissions';
import { paths } from '../../../config/paths';
import { PageHead } from '../../head/page-head';

/**
 * /broadcast/orders: a parent's family broadcasts, or a provider's spot broadcasts (the server
 * answers the orders of the kind the active role places); a new one starts from the child or the
 * profile.
 */
function OrdersRoute() {
  const held = useActivePermissions();
  let newBroadcastHref: string | undefined;
  if (held?.includes(permissions.familyBroadcastCreate) === true) {
    newBroadcastHref = paths.app.broadcastSelectChild.getHref();
  } else if (held?.includes(permissions.broadcastCreate) === true) {
    newBroadcastHref = paths.app.broadcastProfile.getHref();
  }
  return (
    <>
      <PageHead
        title={broadcastTexts.orders.title}
        description={broadcastTexts.sectionDescription}
        noIndex
      />
      <OrdersPage newBroadcastHref={newBroadcastHref} />
    </>
  );
}

export { OrdersRoute as Component };
