import { useParams } from 'react-router';
import { OrderPage } from '../../../features/broadcast/components/order-page';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { loadBroadcastMessages } from '../../../features/broadcast/lib/load-broadcast-messages';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';

/** Loads the broadcast screens' words in the active language before the screen opens. */
export const loader = loadBroadcastMessages;

/** /broadcast/orders/{orderId}: the order's confirmation (a checkout comes back here). */
function OrderRoute() {
  const head = useBroadcastHead().order;
  const { orderId = '' } = useParams();
  const role = useActiveRole();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <OrderPage key={orderId} orderId={orderId} roleId={role?.id} />
    </>
  );
}

export { OrderRoute as Component };
