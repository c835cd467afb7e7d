import { z } from 'zod';
import { CheckoutRefusal, PaymentLine, PaymentMode, TaxRatePercent } from './billing.ts';
import { billingCurrency } from './rules/sales-tax.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * The embedded payment sandbox (docs/product/billing.md#payment-sandbox): our own hosted checkout
 * page stands in for Stripe Checkout where Stripe is not configured, never in production. It takes
 * Stripe's test card numbers and confirms a payment through the same fulfilment as Stripe's
 * webhook.
 */
export const sandboxCheckoutApiPaths = {
  session: '/api/sandbox-checkout/{sessionId}',
  pay: '/api/sandbox-checkout/{sessionId}/pay',
  confirm: '/api/sandbox-checkout/{sessionId}/confirm',
  cancel: '/api/sandbox-checkout/{sessionId}/cancel',
} as const;

/** The web page POST /api/checkout sends the browser to when the sandbox is in use. */
export const sandboxCheckoutPagePath = '/sandbox-checkout/{sessionId}';

/** Stripe's test card numbers, with the outcome each has in the sandbox as in Stripe's test mode. */
export const sandboxTestCards = {
  succeeds: '4242424242424242',
  succeedsMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Needs a second step (3-D Secure in Stripe): then `confirm` completes the payment. */
  requiresAuthentication: '4000002500003155',
} as const;

/**
 * Whether a card whose expiry reads `MM/YY` has expired on `today`: a card is good through the
 * last day of its expiry month, as card networks count it.
 */
export function isCardExpired(expiry: string, today: { year: number; month: number }): boolean {
  const [month = 0, shortYear = 0] = expiry.split('/').map(Number);
  const year = 2000 + shortYear;
  return year < today.year || (year === today.year && month < today.month);
}

export const sandboxCheckoutStatuses = [
  'open',
  'requires_action',
  'paid',
  'canceled',
  'expired',
] as const;
export const SandboxCheckoutStatus = z.enum(sandboxCheckoutStatuses);
export type SandboxCheckoutStatus = z.infer<typeof SandboxCheckoutStatus>;

export const SandboxCheckoutParams = z.object({
  sessionId: z.uuid().transform((id) => id.toLowerCase()),
});

/** GET /api/sandbox-checkout/{sessionId}: the order summary the page shows. */
export const SandboxCheckoutSession = z.object({
  id: z.uuid(),
  status: SandboxCheckoutStatus,
  paymentMode: PaymentMode,
  currency: z.literal(billingCurrency),
  lines: z.array(PaymentLine),
  subtotalAmount: z.number().int().min(0),
  taxAmount: z.number().int().min(0),
  /** The tax's English label ("HST 13%"); clients word it from `taxRatePercent` instead. */
  taxLabel: z.string(),
  /** The Ontario HST's rate in percent (13), to word the tax in any language. */
  taxRatePercent: TaxRatePercent,
  totalAmount: z.number().int().min(0),
  successUrl: z.string(),
  cancelUrl: z.string(),
  expiresAt: z.string(),
  /** Why the last card was refused (Stripe's decline codes), until a payment succeeds. */
  declineCode: z.string().nullable(),
  /** Why paying it was refused and the checkout closed (the plan was held already); else null. */
  refusal: CheckoutRefusal.nullable(),
});
export type SandboxCheckoutSession = z.infer<typeof SandboxCheckoutSession>;

/**
 * POST .../pay: what Stripe Checkout asks for a card: its number (spaces and dashes allowed as
 * people type them), its expiry as MM/YY, its CVC and the billing postal code.
 */
export const SandboxPayBody = z.object({
  cardNumber: safeText(z.string().max(40))
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'must be a card number of 12 to 19 digits')),
  expiry: safeText(z.string().max(10))
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'must be the month and year, as MM/YY')),
  cvc: safeText(z.string()).regex(/^\d{3,4}$/, 'must be the 3 or 4 digits on the back of the card'),
  postalCode: safeText(z.string().max(12))
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9 -]{2,9}$/, 'must be a postal code')),
});
export type SandboxPayBody = z.input<typeof SandboxPayBody>;

/** After pay, confirm or cancel: the session's status and where to send the browser now. */
export const SandboxCheckoutResult = z.object({
  status: SandboxCheckoutStatus,
  /** successUrl once paid, cancelUrl once cancelled; null while a second step is awaited. */
  redirectUrl: z.string().nullable(),
});
export type SandboxCheckoutResult = z.infer<typeof SandboxCheckoutResult>;

export const sandboxCheckoutErrorCodes = {
  /** 402: the test card was declined; nothing was charged and the session stays open. */
  cardDeclined: 'card_declined',
  /** 402: the card's expiry month has passed (in Toronto); nothing was charged. */
  expiredCard: 'expired_card',
  unsupportedTestCard: 'unsupported_test_card',
  /**
   * 409: the session is already paid, cancelled or expired, or awaits no second step. (Paying
   * for a plan the user holds already is billing's 409 `already_subscribed`.)
   */
  checkoutSessionClosed: 'checkout_session_closed',
} as const;

export const sandboxCheckoutMessages = {
  cardDeclined: 'Your card was declined. Nothing was charged.',
  insufficientFunds: 'Your card has insufficient funds. Nothing was charged.',
  expiredCard: 'Your card has expired. Nothing was charged.',
  unsupportedTestCard: `Use one of Stripe's test cards, e.g. ${sandboxTestCards.succeeds}`,
  checkoutSessionClosed: (status: string): string =>
    `This checkout can no longer be paid (it is ${status.replace('_', ' ')})`,
} as const;
