import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import { SandboxCheckoutPage } from '../../../features/billing/components/sandbox-checkout-page';
import { useBillingHead } from '../../../features/billing/hooks/use-billing-head';
import { loadBillingMessages } from '../../../features/billing/lib/load-billing-messages';
import { mainContentId } from '../../../features/public/components/layout/skip-link';
import { PageHead } from '../../head/page-head';

/** Loads the billing screen's words in the active language before it opens. */
export const loader = loadBillingMessages;

/**
 * /sandbox-checkout/:id: the payment sandbox's hosted checkout, standing in for Stripe's page. It is
 * a signed-in route without the tab bar: its API answers only the session's owner, who arrives signed
 * in from the checkout button (docs/decisions/billing.md#payments-issue-13).
 */
function SandboxCheckoutRoute() {
  const head = useBillingHead().checkout;
  const { id = '' } = useParams();
  return (
    <Box component="main" id={mainContentId} sx={{ minHeight: '100vh' }}>
      <PageHead title={head.title} description={head.description} noIndex />
      <SandboxCheckoutPage sessionId={id} />
    </Box>
  );
}

export { SandboxCheckoutRoute as Component };
