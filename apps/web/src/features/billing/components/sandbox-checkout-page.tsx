import { Suspense, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SandboxPayBody, sandboxTestCards } from '@kinderwait/contract/sandbox-checkout';
import type {
  SandboxCheckoutResult,
  SandboxCheckoutSession,
} from '@kinderwait/contract/sandbox-checkout';
import { errorMessageFor } from '../../../api/error-words';
import { paths } from '../../../config/paths';
import { useCancelSandboxCheckout } from '../api/cancel-sandbox-checkout';
import { useConfirmSandboxCheckout } from '../api/confirm-sandbox-checkout';
import { useSandboxCheckout } from '../api/get-sandbox-checkout';
import { usePaySandboxCheckout } from '../api/pay-sandbox-checkout';
import { useMessages } from '../../../lib/i18n/use-messages';
import type { Language } from '../../../lib/i18n/language';
import { productName } from '../../../lib/product-names';
import { billingCatalogue } from '../billing-messages';
import type { BillingKey } from '../billing-messages';
import {
  billingErrorWords,
  cardErrorWords,
  moneyWords,
  sandboxRefusedKeys,
  sandboxStatusKeys,
} from '../lib/billing-words';
import { OrderLines } from './order-lines';
import { useValidationWords } from '../../../components/form/validation-words';

export interface SandboxCheckoutPageProps {
  sessionId: string;
}

/** What the checkout sells, as the refusal names it (a plan is bought on its own). */
const planName = (order: SandboxCheckoutSession, language: Language): string =>
  order.lines.map((line) => productName(language, line.productCode, line.name)).join(', ');

/** Leaves for successUrl or cancelUrl (pages of this origin, checked by the server). */
function follow({ redirectUrl }: SandboxCheckoutResult) {
  if (redirectUrl !== null) window.location.assign(redirectUrl);
}

const cardFields = ['cardNumber', 'expiry', 'cvc', 'postalCode'] as const;
type CardField = (typeof cardFields)[number];
type CardFields = Record<CardField, string>;
const emptyCard: CardFields = { cardNumber: '', expiry: '', cvc: '', postalCode: '' };

/** Each card field's words when what was typed cannot be right. */
const fieldErrorKeys: Record<CardField, BillingKey> = {
  cardNumber: 'sandboxFieldCardNumber',
  expiry: 'sandboxFieldExpiry',
  cvc: 'sandboxFieldCvc',
  postalCode: 'sandboxFieldPostalCode',
};

/** Stripe's test cards the sandbox knows, and what each does. */
const testCards: readonly { number: string; outcome: BillingKey }[] = [
  { number: sandboxTestCards.succeeds, outcome: 'sandboxTestCardPays' },
  { number: sandboxTestCards.declined, outcome: 'sandboxTestCardDeclined' },
  { number: sandboxTestCards.requiresAuthentication, outcome: 'sandboxTestCardSecondStep' },
];

/**
 * The embedded sandbox's hosted checkout (docs/product/billing.md#payment-sandbox), standing in for
 * Stripe Checkout: the order summary, the card as Stripe asks for it (number from Stripe's test
 * cards, expiry, CVC, postal code), Pay or Cancel, and the second step some cards ask for.
 */
export function SandboxCheckoutPage(props: SandboxCheckoutPageProps) {
  return (
    <Suspense fallback={null}>
      <SandboxCheckoutContent {...props} />
    </Suspense>
  );
}

function SandboxCheckoutContent({ sessionId }: SandboxCheckoutPageProps) {
  const messages = useMessages(billingCatalogue);
  const { failure } = useValidationWords();
  const { t } = messages;
  const session = useSandboxCheckout(sessionId);
  const pay = usePaySandboxCheckout();
  const confirm = useConfirmSandboxCheckout();
  const cancel = useCancelSandboxCheckout();
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  const secondStep =
    pay.data?.status === 'requires_action' || session.data?.status === 'requires_action';
  const leaving = [pay, confirm, cancel].some((call) => call.data?.redirectUrl != null);
  const busy = pay.isPending || confirm.isPending || cancel.isPending || leaving;
  const failed = [pay, confirm, cancel].find((call) => call.isError);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = SandboxPayBody.safeParse(card);
    if (!parsed.success) {
      const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setFieldErrors(
        Object.fromEntries(
          cardFields
            .filter((field) => wrong.has(field))
            .map((field) => [field, t(fieldErrorKeys[field])]),
        ),
      );
      return;
    }
    setFieldErrors({});
    // The card as typed: the server reads it by the same rules.
    pay.mutate({ sessionId, card }, { onSuccess: follow });
  };

  /** The props every card field shares: its value, its change, and its error in words. */
  const cardFieldProps = (field: CardField, hint?: string) => ({
    value: card[field],
    onChange: (event: { target: { value: string } }) => {
      setCard((current) => ({ ...current, [field]: event.target.value }));
    },
    error: fieldErrors[field] !== undefined,
    helperText: fieldErrors[field] ?? hint,
    required: true,
    fullWidth: true,
  });

  let body;
  if (session.isPending) {
    body = <CircularProgress aria-label={t('sandboxLoading')} />;
  } else if (session.isError) {
    body = <Alert severity="error">{errorMessageFor(session.error, billingErrorWords(t))}</Alert>;
  } else if (session.data.refusal !== null) {
    // Paying was refused when it was confirmed: the plan is held already; nothing was charged.
    body = (
      <Alert severity="warning">
        {t(sandboxRefusedKeys[session.data.refusal], {
          name: planName(session.data, messages.language),
        })}
        <Link
          component={RouterLink}
          to={paths.app.userProfile.getHref()}
          sx={{ display: 'block', mt: 0.5 }}
        >
          {t('seeSubscriptions')}
        </Link>
      </Alert>
    );
  } else if (session.data.status !== 'open' && session.data.status !== 'requires_action') {
    body = (
      <Alert severity="info">
        {t('sandboxClosed', { status: t(sandboxStatusKeys[session.data.status]) })}
        <Link
          component={RouterLink}
          to={paths.app.pricingTierCarousel.getHref()}
          sx={{ display: 'block', mt: 0.5 }}
        >
          {t('sandboxReturnHome')}
        </Link>
      </Alert>
    );
  } else {
    const order = session.data;
    // Until the checkout is read again as closed, a refusal reads as the closed page will.
    const words = {
      ...billingErrorWords(t),
      ...cardErrorWords(t, failed?.error),
      already_subscribed: t('sandboxRefusedAlreadySubscribed', {
        name: planName(order, messages.language),
      }),
    };
    body = (
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('sandboxSummary')}
          </Typography>
          <OrderLines caption={t('sandboxSummary')} {...order} />
          {order.paymentMode === 'subscription' ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('sandboxPerMonth')}
            </Typography>
          ) : null}
        </Paper>
        {failed === undefined ? null : (
          <Alert severity="error" role="alert">
            {failure(failed.error, errorMessageFor(failed.error, words))}
          </Alert>
        )}
        {secondStep ? (
          <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-labelledby="second-step">
            <Typography id="second-step" component="h2" variant="h6">
              {t('sandboxSecondStepTitle')}
            </Typography>
            <Typography sx={{ my: 1 }}>{t('sandboxSecondStepText')}</Typography>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => {
                confirm.mutate(sessionId, { onSuccess: follow });
              }}
            >
              {t('sandboxConfirm')}
            </Button>
          </Paper>
        ) : (
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <TextField
              {...cardFieldProps('cardNumber', t('sandboxCardHint'))}
              label={t('sandboxCardNumber')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...cardFieldProps('expiry')}
                label={t('sandboxExpiry')}
                placeholder={t('sandboxExpiryPlaceholder')}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp' } }}
              />
              <TextField
                {...cardFieldProps('cvc')}
                label={t('sandboxCvc')}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc' } }}
              />
              <TextField
                {...cardFieldProps('postalCode')}
                label={t('sandboxPostalCode')}
                slotProps={{ htmlInput: { autoComplete: 'postal-code' } }}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('sandboxDetailsHint')}
            </Typography>
            <div>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('sandboxTestCards')}
              </Typography>
              <ul>
                {testCards.map((card) => (
                  <li key={card.number}>
                    <code>{card.number}</code> {t(card.outcome)}
                  </li>
                ))}
              </ul>
            </div>
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {pay.isPending
                ? t('sandboxPaying')
                : t('sandboxPay', { amount: moneyWords(messages, order.totalAmount) })}
            </Button>
          </Stack>
        )}
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => {
            cancel.mutate(sessionId, { onSuccess: follow });
          }}
        >
          {t('sandboxCancel')}
        </Button>
      </Stack>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('sandboxTitle')}
      </Typography>
      <Chip
        label={t('sandboxBadge')}
        color="warning"
        // Long words (French) wrap instead of being cut at 320 px.
        sx={{ my: 2, height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
      {body}
    </Container>
  );
}
