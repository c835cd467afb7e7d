import Stripe from 'stripe';
import type {
  PaymentAmounts,
  PaymentEvent,
  PaymentProvider,
  ProviderCheckoutRequest,
  ProviderSubscription,
} from './payment-provider.ts';
import { InvalidWebhookSignatureError, PaymentsUnavailableError } from './payment-provider.ts';

export interface StripePaymentProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** A 13 % exclusive HST tax rate (txr_…); without it Stripe Tax computes the tax. */
  taxRateId: string | undefined;
  /** Another API base URL (a local fake in tests, stripe-mock); Stripe's own otherwise. */
  apiUrl: string | undefined;
}

type StripeClientOptions = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

function clientOptions(apiUrl: string | undefined): StripeClientOptions {
  const options: StripeClientOptions = { maxNetworkRetries: 2, timeout: 20_000 };
  if (apiUrl === undefined) return options;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...options,
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
  };
}

const seconds = (value: number | null | undefined): Date | null =>
  value === null || value === undefined ? null : new Date(value * 1000);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API 2025-03-31 the period lives on the items; a subscription here has one item.
  const [item] = subscription.items.data;
  return {
    id: subscription.id,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: seconds(item?.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end),
    canceledAt: seconds(subscription.canceled_at),
    customerId: idOf(subscription.customer),
  };
}

function invoiceAmounts(invoice: Stripe.Invoice): PaymentAmounts {
  const taxAmount = (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0);
  return {
    subtotalAmount: invoice.total - taxAmount,
    taxAmount,
    totalAmount: invoice.total,
  };
}

/** Stripe Checkout, subscriptions, signed webhooks and the customer portal (the `stripe` package). */
export function createStripePaymentProvider(
  options: StripePaymentProviderOptions,
): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));

  /** Any failure of a call to Stripe: our state is unchanged, the caller says "try again". */
  const call = async <T>(what: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw new PaymentsUnavailableError(`Stripe ${what} failed`, { cause: error });
    }
  };

  const retrieveSubscription = async (id: string): Promise<ProviderSubscription> =>
    subscriptionOf(await call('subscription retrieval', () => stripe.subscriptions.retrieve(id)));

  /** The payment intent that paid an invoice (a subscription's first one), once it is paid. */
  const invoicePaymentIntent = async (invoiceId: string | null): Promise<string | null> => {
    if (invoiceId === null) return null;
    const payments = await call('invoice payments', () =>
      stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 }),
    );
    return idOf(payments.data[0]?.payment.payment_intent);
  };

  /** Ends a subscription at once, unless it has ended already. */
  const endSubscription = async (subscriptionId: string, key: string): Promise<void> => {
    const { status } = await retrieveSubscription(subscriptionId);
    if (status === 'canceled' || status === 'incomplete_expired') return;
    await call('subscription cancellation', () =>
      stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `end-${key}` }),
    );
  };

  /** Ends at once the subscription a checkout started, unless it has ended already. */
  const endSubscriptionOf = async (session: Stripe.Checkout.Session): Promise<void> => {
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId !== null) await endSubscription(subscriptionId, session.id);
  };

  /** The payment behind a checkout (or a renewal's invoice), its subscription ended first. */
  const paymentToRefund = async (
    providerSessionId: string,
    renewalOf: string | undefined,
  ): Promise<{ paymentIntent: string | null; reference: string }> => {
    if (renewalOf !== undefined) {
      await endSubscription(renewalOf, providerSessionId);
      return { paymentIntent: await invoicePaymentIntent(providerSessionId), reference: '' };
    }
    const session = await call('checkout retrieval', () =>
      stripe.checkout.sessions.retrieve(providerSessionId),
    );
    await endSubscriptionOf(session);
    return {
      paymentIntent:
        idOf(session.payment_intent) ?? (await invoicePaymentIntent(idOf(session.invoice))),
      reference: session.client_reference_id ?? '',
    };
  };

  const checkoutCompleted = async (
    event: Stripe.Event,
    session: Stripe.Checkout.Session,
  ): Promise<PaymentEvent> => {
    const subscriptionId = idOf(session.subscription);
    return {
      type: 'checkout.completed',
      eventId: event.id,
      occurredAt: new Date(event.created * 1000),
      providerSessionId: session.id,
      checkoutSessionId: session.client_reference_id,
      paid: session.payment_status !== 'unpaid',
      amounts:
        session.amount_subtotal === null || session.amount_total === null
          ? null
          : {
              subtotalAmount: session.amount_subtotal,
              taxAmount: session.total_details?.amount_tax ?? 0,
              totalAmount: session.amount_total,
            },
      providerPaymentId: idOf(session.payment_intent),
      providerCustomerId: idOf(session.customer),
      subscription: subscriptionId === null ? null : await retrieveSubscription(subscriptionId),
    };
  };

  const readEvent = async (event: Stripe.Event): Promise<PaymentEvent> => {
    const base = { eventId: event.id, occurredAt: new Date(event.created * 1000) };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return checkoutCompleted(event, event.data.object);
      case 'checkout.session.expired':
        return { ...base, type: 'checkout.expired', providerSessionId: event.data.object.id };
      case 'invoice.paid': {
        const invoice = event.data.object;
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        const [line] = invoice.lines.data;
        if (subscriptionId === null) break;
        return {
          ...base,
          type: 'invoice.paid',
          invoiceId: invoice.id,
          providerSubscriptionId: subscriptionId,
          renewal: invoice.billing_reason === 'subscription_cycle',
          amounts: invoiceAmounts(invoice),
          paidAt: seconds(invoice.status_transitions.paid_at) ?? base.occurredAt,
          periodStart: seconds(line?.period.start),
          periodEnd: seconds(line?.period.end),
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return {
          ...base,
          type: 'subscription.changed',
          subscription: subscriptionOf(event.data.object),
        };
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentId = idOf(charge.payment_intent);
        if (paymentId === null) break;
        return {
          ...base,
          type: 'payment.refunded',
          providerPaymentId: paymentId,
          amountRefunded: charge.amount_refunded,
        };
      }
      default:
        break;
    }
    return { ...base, type: 'ignored', providerType: event.type };
  };

  return {
    kind: 'stripe',
    customerPortal: true,

    createCheckout: async (request: ProviderCheckoutRequest) => {
      const metadata = { checkoutSessionId: request.checkoutSessionId, userId: request.userId };
      const session = await call('checkout creation', () =>
        stripe.checkout.sessions.create(
          {
            mode: request.mode,
            client_reference_id: request.checkoutSessionId,
            ...(request.providerCustomerId === null
              ? { customer_email: request.email }
              : { customer: request.providerCustomerId }),
            ...(request.mode === 'payment' && request.providerCustomerId === null
              ? { customer_creation: 'always' as const }
              : {}),
            line_items: request.lines.map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: line.unitAmount,
                tax_behavior: 'exclusive' as const,
                product_data: {
                  name: line.name,
                  description: line.description,
                  metadata: { productCode: line.productCode },
                },
                ...(line.interval === null ? {} : { recurring: { interval: line.interval } }),
              },
              ...(options.taxRateId === undefined ? {} : { tax_rates: [options.taxRateId] }),
            })),
            ...(options.taxRateId === undefined
              ? {
                  automatic_tax: { enabled: true },
                  billing_address_collection: 'required' as const,
                }
              : {}),
            allowed_payment_method_types: [...request.paymentMethods],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
            metadata,
            ...(request.mode === 'subscription'
              ? {
                  subscription_data: {
                    metadata: { ...metadata, productCode: request.lines[0]?.productCode ?? '' },
                  },
                }
              : { payment_intent_data: { metadata } }),
          },
          // A retry of the same checkout (network) never opens a second session.
          { idempotencyKey: `checkout-${request.checkoutSessionId}` },
        ),
      );
      if (session.url === null) throw new PaymentsUnavailableError('Stripe gave no checkout URL');
      return { providerSessionId: session.id, url: session.url };
    },

    expireCheckout: async (providerSessionId) => {
      await call('checkout expiry', () => stripe.checkout.sessions.expire(providerSessionId));
    },

    refundCheckout: async (providerSessionId, refundOptions = {}) => {
      const { paymentIntent, reference } = await paymentToRefund(
        providerSessionId,
        refundOptions.renewalOf,
      );
      if (paymentIntent === null) {
        throw new PaymentsUnavailableError('Stripe has not settled the payment of this checkout');
      }
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            reason: 'duplicate',
            metadata: { checkoutSessionId: reference },
          },
          // A retry (the job's, or the network's) never refunds twice.
          { idempotencyKey: `refund-${providerSessionId}` },
        );
        return { providerPaymentId: paymentIntent, settled: refund.status === 'succeeded' };
      } catch (error) {
        // Refunded already (by hand in Stripe's dashboard, or a retry after the key expired).
        if (
          error instanceof Stripe.errors.StripeError &&
          error.code === 'charge_already_refunded'
        ) {
          return { providerPaymentId: paymentIntent, settled: true };
        }
        throw new PaymentsUnavailableError('Stripe refund failed', { cause: error });
      }
    },

    readWebhook: async (rawBody, signature) => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignatureError(
          error instanceof Error ? error.message : 'invalid webhook signature',
        );
      }
      return readEvent(event);
    },

    setCancelAtPeriodEnd: async (providerSubscriptionId, cancel) =>
      subscriptionOf(
        await call('subscription update', () =>
          stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel }),
        ),
      ),

    customerPortalUrl: async (providerCustomerId, returnUrl) => {
      const portal = await call('customer portal', () =>
        stripe.billingPortal.sessions.create({
          customer: providerCustomerId,
          return_url: returnUrl,
        }),
      );
      return portal.url;
    },
  };
}
