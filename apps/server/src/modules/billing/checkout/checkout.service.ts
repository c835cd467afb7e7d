import type { CheckoutRequest, CheckoutResponse, ProductsResponse } from '@kinderwait/contract';
import {
  billingCurrency,
  billingErrorCodes,
  billingMessages,
  salesTaxLabel,
  salesTaxRatePercent,
} from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../app-error.ts';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type {
  PaymentEvent,
  PaymentProvider,
} from '../../../integrations/payments/payment-provider.ts';
import {
  InvalidWebhookSignatureError,
  PaymentsUnavailableError,
} from '../../../integrations/payments/payment-provider.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import { paymentsUnavailable } from '../billing-errors.ts';
import { productView } from '../billing-views.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import { listActiveProducts } from './checkout.repository.ts';
import type { FulfilmentOutcome } from './fulfilment.ts';
import { applyPaymentEvent } from './fulfilment.ts';
import type { OpenedCheckout } from './open-checkout.ts';
import { openCheckout } from './open-checkout.ts';

export type { FulfilmentOutcome } from './fulfilment.ts';
export type { OpenedCheckout } from './open-checkout.ts';

export interface CheckoutServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  payments: PaymentProvider;
  /** This app's own origins (PUBLIC_ORIGIN and ALLOWED_ORIGINS): the only places to return to. */
  allowedOrigins: readonly string[];
  /** What the user holds already: a subscription, or a one-off grant, is not sold twice. */
  subscriptions: Pick<SubscriptionsService, 'activeProductCodes'>;
  /** Where each fulfilled line is published (checkout.events.ts). */
  events: Pick<DomainEvents, 'publish'>;
  /** Where the refund of a payment fulfilment refused is queued (checkout.jobs.ts). */
  jobs: Pick<JobQueue, 'send'>;
}

/** Selling: the products, opening a checkout, and fulfilling what the processor says was paid. */
export interface CheckoutService {
  listProducts(actor: Actor): Promise<ProductsResponse>;
  /** A new checkout, or the open one of a plan already being bought (open-checkout.ts). */
  createCheckout(actor: Actor, body: CheckoutRequest): Promise<OpenedCheckout>;
  /**
   * A checkout of one line of a product sold from the page of what it pays for (a broadcast
   * order), opened by the selling module once it checked that thing is the buyer's and payable;
   * the line carries the thing's id (`referenceId`), which `billing.lineFulfilled` gives back.
   */
  createReferencedCheckout(
    actor: Actor,
    order: { productCode: string; referenceId: string; successUrl: string; cancelUrl: string },
  ): Promise<CheckoutResponse>;
  /** Stripe's webhook: verified, then applied once however often it is delivered. */
  handleStripeWebhook(rawBody: string, signature: string | undefined): Promise<FulfilmentOutcome>;
  /**
   * Applies one event of this app's processor, once (fulfilment.ts). The sandbox's checkout
   * confirms its payments through here, as Stripe's webhook does.
   */
  fulfil(event: PaymentEvent): Promise<FulfilmentOutcome>;
}

export function createCheckoutService(deps: CheckoutServiceDeps): CheckoutService {
  const { db, clock, log, payments } = deps;
  const fulfil = (event: PaymentEvent): Promise<FulfilmentOutcome> =>
    applyPaymentEvent(
      { db, clock, log, events: deps.events, jobs: deps.jobs },
      payments.kind,
      event,
    );

  return {
    listProducts: (actor) => listProducts(deps, actor),
    createCheckout: (actor, body) => openCheckout(deps, actor, body),
    createReferencedCheckout: async (actor, order) => {
      const opened = await openCheckout(
        deps,
        actor,
        {
          successUrl: order.successUrl,
          cancelUrl: order.cancelUrl,
          // The processor this server runs, whichever it is.
          paymentServiceProvider: 'stripe',
          order: {
            products: [{ code: order.productCode, quantity: 1, referenceId: order.referenceId }],
            paymentMethods: ['card'],
            paymentMode: 'payment',
          },
        },
        'selling module',
      );
      return opened.checkout;
    },
    fulfil,

    handleStripeWebhook: async (rawBody, signature) => {
      try {
        const event = await payments.readWebhook(rawBody, signature);
        const outcome = await fulfil(event);
        log.info({ eventId: event.eventId, type: event.type, outcome }, 'payment event');
        return outcome;
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError) {
          throw new AppError(
            400,
            billingErrorCodes.invalidWebhookSignature,
            billingMessages.invalidWebhookSignature,
          );
        }
        // Stripe retries a webhook that fails; nothing was applied.
        if (error instanceof PaymentsUnavailableError) throw paymentsUnavailable();
        throw error;
      }
    },
  };
}

async function listProducts(deps: CheckoutServiceDeps, actor: Actor): Promise<ProductsResponse> {
  const rows = await listActiveProducts(deps.db);
  return {
    paymentServiceProvider: deps.payments.kind,
    customerPortal: deps.payments.customerPortal,
    currency: billingCurrency,
    taxLabel: salesTaxLabel,
    taxRatePercent: salesTaxRatePercent,
    items: rows.map((row) => productView(row, actor.role?.code ?? null)),
  };
}
