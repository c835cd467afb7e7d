import { PaymentHistoryPage } from '../../../features/billing/components/payment-history-page';
import { useCurrentUser } from '../../../features/user-context/api/get-current-user';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { PageHead } from '../../head/page-head';

/**
 * /service-payment/payment-history (docs/product/billing.md#payment-history): the signed-in user's
 * own payments.
 */
function PaymentHistoryRoute() {
  const current = useCurrentUser();
  return (
    <>
      <PageHead title="Payment history" description="Your payments and receipts." noIndex />
      {current.data === undefined ? (
        <UserPending query={current} label="Loading your payments" />
      ) : (
        <PaymentHistoryPage userId={current.data.id} />
      )}
    </>
  );
}

export { PaymentHistoryRoute as Component };
