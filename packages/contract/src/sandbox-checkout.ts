import { z } from 'zod';
import { PaymentLine, PaymentMode } from './billing.ts';
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
  taxLabel: z.string(),
  totalAmount: z.number().int().min(0),
  successUrl: z.string(),
  cancelUrl: z.string(),
  expiresAt: z.string(),
  /** Why the last card was refused (Stripe's decline codes), until a payment succeeds. */
  declineCode: z.string().nullable(),
});
export type SandboxCheckoutSession = z.infer<typeof SandboxCheckoutSession>;

/** POST .../pay: a card number, spaces and dashes allowed as people type them. */
export const SandboxPayBody = z.object({
  cardNumber: safeText(z.string().max(40))
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'must be a card number of 12 to 19 digits')),
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
  unsupportedTestCard: 'unsupported_test_card',
  /** 409: the session is already paid, cancelled or expired, or awaits no second step. */
  checkoutSessionClosed: 'checkout_session_closed',
} as const;

export const sandboxCheckoutMessages = {
  cardDeclined: 'Your card was declined. Nothing was charged.',
  insufficientFunds: 'Your card has insufficient funds. Nothing was charged.',
  unsupportedTestCard: `Use one of Stripe's test cards, e.g. ${sandboxTestCards.succeeds}`,
  checkoutSessionClosed: (status: string): string =>
    `This checkout can no longer be paid (it is ${status.replace('_', ' ')})`,
} as const;
