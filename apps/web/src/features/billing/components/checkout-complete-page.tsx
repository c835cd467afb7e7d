import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CheckoutRefusal } from '@kinderwait/contract/billing';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/use-messages';
import { billingCatalogue } from '../billing-messages';
import { completeRefusedKeys } from '../lib/billing-words';

/** `refused`: the server refused the payment when it confirmed it, and refunded it. */
export type PurchaseState =
  'active' | 'confirming' | 'received' | { refused: CheckoutRefusal; name: string };

export interface CheckoutCompletePageProps {
  /** What was bought, when the success address named a product we sell. */
  productName: string | undefined;
  state: PurchaseState;
  /** Extra links the app layer adds (e.g. the voice agent's setup after buying it). */
  next?: ReactNode;
}

/** /service-payment/checkout-complete: the success address of a checkout says what was bought. */
export function CheckoutCompletePage(props: CheckoutCompletePageProps) {
  return (
    <Suspense fallback={null}>
      <CheckoutCompleteContent {...props} />
    </Suspense>
  );
}

function CheckoutCompleteContent({ productName, state, next }: CheckoutCompletePageProps) {
  const { t } = useMessages(billingCatalogue);
  let message = t('completeGeneric');
  if (typeof state === 'object') {
    message = t(completeRefusedKeys[state.refused], { name: state.name });
  } else if (productName !== undefined) {
    const name = productName;
    message =
      state === 'active'
        ? t('completeActive', { name })
        : state === 'confirming'
          ? t('completeConfirming', { name })
          : t('completeReceived', { name });
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {typeof state === 'object' ? t('completeRefusedTitle') : t('completeTitle')}
      </Typography>
      <Stack direction="row" spacing={2} role="status" sx={{ mt: 2, alignItems: 'center' }}>
        {state === 'confirming' ? <CircularProgress size={20} aria-hidden="true" /> : null}
        <Typography>{message}</Typography>
      </Stack>
      <Stack spacing={1} sx={{ mt: 3 }}>
        {next}
        <Link component={RouterLink} to={paths.app.userProfile.getHref()}>
          {t('seeSubscriptions')}
        </Link>
        <Link component={RouterLink} to={paths.app.paymentHistory.getHref()}>
          {t('completeHistory')}
        </Link>
      </Stack>
    </Container>
  );
}
