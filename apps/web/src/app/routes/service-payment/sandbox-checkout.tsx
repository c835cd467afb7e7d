import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import { SandboxCheckoutPage } from '../../../features/billing/components/sandbox-checkout-page';
import { mainContentId } from '../../../features/public/components/layout/skip-link';
import { PageHead } from '../../head/page-head';

/**
 * /sandbox-checkout/:id: the payment sandbox's hosted checkout, standing in for Stripe's page. It is
 * a signed-in route without the tab bar: its API answers only the session's owner, who arrives signed
 * in from the checkout button (docs/decisions/billing.md#payments-issue-13).
 */
function SandboxCheckoutRoute() {
  const { id = '' } = useParams();
  return (
    <Box component="main" id={mainContentId} sx={{ minHeight: '100vh' }}>
      <PageHead title="Checkout" description="Pay for your order." noIndex />
      <SandboxCheckoutPage sessionId={id} />
    </Box>
  );
}

export { SandboxCheckoutRoute as Component };
