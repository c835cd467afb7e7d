import type { PaymentMode } from '@kinderwait/contract';

/**
 * Where payments go (docs/product/platform.md#embedded-defaults-and-real-services): Stripe Checkout
 * when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the embedded sandbox. The billing
 * module depends on this interface only; both adapters report what happened as the same
 * `PaymentEvent`s, which one fulfilment applies.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox';
  /** Whether Stripe's customer portal exists here. */
  readonly customerPortal: boolean;
  /** Opens the processor's checkout for an order about to be saved as `checkoutSessionId`. */
  createCheckout(request: ProviderCheckoutRequest): Promise<ProviderCheckout>;
  /** Closes a checkout nobody will pay (ours was not kept), so it cannot be paid after. */
  expireCheckout(providerSessionId: string): Promise<void>;
  /**
   * Takes a paid checkout back at once: ends the subscription it started and refunds its payment
   * in full. Safe to repeat (a retry refunds nothing twice). Throws `PaymentsUnavailableError`
   * when the processor cannot be reached or has not settled the payment yet. With `renewalOf`
   * (the subscription's id), `providerSessionId` is a renewal's invoice: that subscription ends
   * and the invoice's payment is refunded.
   */
  refundCheckout(
    providerSessionId: string,
    options?: { renewalOf?: string },
  ): Promise<ProviderRefund>;
  /**
   * Verifies a webhook's signature over its raw body and reads the event, fetching what the
   * event leaves out (a new subscription's period). Throws `InvalidWebhookSignatureError` for a
   * body that was not signed with our secret, `PaymentsUnavailableError` when a fetch fails.
   */
  readWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
  /** Sets whether a subscription ends at the end of its period; the processor's view after. */
  setCancelAtPeriodEnd(
    providerSubscriptionId: string,
    cancel: boolean,
  ): Promise<ProviderSubscription | null>;
  /** A customer portal session's URL; null where there is none (the sandbox). */
  customerPortalUrl(providerCustomerId: string, returnUrl: string): Promise<string | null>;
}

export interface ProviderCheckoutLine {
  productCode: string;
  name: string;
  description: string;
  /** Cents before tax. */
  unitAmount: number;
  quantity: number;
  interval: 'month' | null;
}

export interface ProviderCheckoutRequest {
  checkoutSessionId: string;
  userId: string;
  email: string;
  /** The processor's customer from an earlier purchase, so one person is one customer there. */
  providerCustomerId: string | null;
  mode: PaymentMode;
  currency: string;
  lines: readonly ProviderCheckoutLine[];
  paymentMethods: readonly string[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface ProviderCheckout {
  providerSessionId: string;
  /** Where to send the browser. */
  url: string;
}

/** What refundCheckout did: the payment it refunded, and whether the refund is complete. */
export interface ProviderRefund {
  providerPaymentId: string;
  /** False while the processor is still settling it (its refund webhook then says so). */
  settled: boolean;
}

export interface PaymentAmounts {
  subtotalAmount: number;
  taxAmount: number;
  totalAmount: number;
}

/** A subscription as the processor sees it; ids in metadata are ours, set at checkout. */
export interface ProviderSubscription {
  id: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  customerId: string | null;
}

interface EventBase {
  /** The processor's event id: the idempotency key of fulfilment. */
  eventId: string;
  occurredAt: Date;
}

/** A checkout finished; `paid` is false while an asynchronous payment method settles. */
export interface CheckoutCompletedEvent extends EventBase {
  type: 'checkout.completed';
  providerSessionId: string;
  /** Our checkout session id (client_reference_id), when the processor echoes it. */
  checkoutSessionId: string | null;
  paid: boolean;
  amounts: PaymentAmounts | null;
  providerPaymentId: string | null;
  providerCustomerId: string | null;
  subscription: ProviderSubscription | null;
}

export interface CheckoutExpiredEvent extends EventBase {
  type: 'checkout.expired';
  providerSessionId: string;
}

/** A subscription's invoice was paid: the first one (creation) or a renewal (cycle). */
export interface InvoicePaidEvent extends EventBase {
  type: 'invoice.paid';
  invoiceId: string;
  providerSubscriptionId: string;
  renewal: boolean;
  amounts: PaymentAmounts;
  paidAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export interface SubscriptionChangedEvent extends EventBase {
  type: 'subscription.changed';
  subscription: ProviderSubscription;
}

export interface PaymentRefundedEvent extends EventBase {
  type: 'payment.refunded';
  providerPaymentId: string;
  /** The total refunded so far, in cents. */
  amountRefunded: number;
}

export interface IgnoredEvent extends EventBase {
  type: 'ignored';
  providerType: string;
}

export type PaymentEvent =
  | CheckoutCompletedEvent
  | CheckoutExpiredEvent
  | InvoicePaidEvent
  | SubscriptionChangedEvent
  | PaymentRefundedEvent
  | IgnoredEvent;

export class InvalidWebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'InvalidWebhookSignatureError';
  }
}

/** The processor could not be reached or refused our call; nothing changed on our side. */
export class PaymentsUnavailableError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'PaymentsUnavailableError';
  }
}
