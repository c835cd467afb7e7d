import { PaymentHistoryPage } from '../../../features/billing/components/payment-history-page';
import { useBillingHead } from '../../../features/billing/hooks/use-billing-head';
import { loadBillingMessages } from '../../../features/billing/lib/load-billing-messages';
import { useCurrentUser } from '../../../features/user-context/api/get-current-user';
import { UserPending } from '../../../features/user-context/components/user-pending';
import { PageHead } from '../../head/page-head';

/** Loads the billing screen's words in the active language before it opens. */
export const loader = loadBillingMessages;

/**
 * /service-payment/payment-history (docs/product/billing.md#payment-history): the signed-in user's
 * own payments.
 */
function PaymentHistoryRoute() {
  const head = useBillingHead().history;
  const current = useCurrentUser();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      {current.data === undefined ? (
        <UserPending query={current} label={head.loading} />
      ) : (
        <PaymentHistoryPage userId={current.data.id} />
      )}
    </>
  );
}

export { PaymentHistoryRoute as Component };
