import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CheckoutRefusal } from '@kinderwait/contract/billing';
import { paths } from '../../../config/paths';
import { billingTexts } from '../billing-texts';

const texts = billingTexts.complete;

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
export function CheckoutCompletePage({ productName, state, next }: CheckoutCompletePageProps) {
  let message: string = texts.generic;
  if (typeof state === 'object') {
    message = texts.refused[state.refused](state.name);
  } else if (productName !== undefined) {
    message =
      state === 'active'
        ? texts.active(productName)
        : state === 'confirming'
          ? texts.confirming(productName)
          : texts.received(productName);
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {typeof state === 'object' ? texts.refusedTitle : texts.title}
      </Typography>
      <Stack direction="row" spacing={2} role="status" sx={{ mt: 2, alignItems: 'center' }}>
        {state === 'confirming' ? <CircularProgress size={20} aria-hidden="true" /> : null}
        <Typography>{message}</Typography>
      </Stack>
      <Stack spacing={1} sx={{ mt: 3 }}>
        {next}
        <Link component={RouterLink} to={paths.app.userProfile.getHref()}>
          {texts.profile}
        </Link>
        <Link component={RouterLink} to={paths.app.paymentHistory.getHref()}>
          {texts.history}
        </Link>
      </Stack>
    </Container>
  );
}
