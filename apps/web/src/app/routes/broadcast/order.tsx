import { useParams } from 'react-router';
import { OrderPage } from '../../../features/broadcast/components/order-page';
import { broadcastTexts } from '../../../features/broadcast/broadcast-texts';
import { useActiveRole } from '../../../features/user-context/user-context-store';
import { PageHead } from '../../head/page-head';

/** /broadcast/orders/{orderId}: the order's confirmation (a checkout comes back here). */
function OrderRoute() {
  const { orderId = '' } = useParams();
  const role = useActiveRole();
  return (
    <>
      <PageHead
        title={broadcastTexts.order.title}
        description={broadcastTexts.sectionDescription}
        noIndex
      />
      <OrderPage key={orderId} orderId={orderId} roleId={role?.id} />
    </>
  );
}

export { OrderRoute as Component };
