import type { CheckoutRequest, CheckoutResponse, ProductsResponse } from '@kinderwait/contract';
import {
  billingCurrency,
  billingErrorCodes,
  commonErrorCodes,
  billingMessages,
  lineAmounts,
  orderAmounts,
  salesTaxLabel,
} from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../app-error.ts';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { Clock } from '../../../clock.ts';
import { dayMs } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type {
  PaymentEvent,
  PaymentProvider,
} from '../../../integrations/payments/payment-provider.ts';
import {
  InvalidWebhookSignatureError,
  PaymentsUnavailableError,
} from '../../../integrations/payments/payment-provider.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import { invalidBodyField, paymentsUnavailable } from '../billing-errors.ts';
import type { NewCheckoutLine, ProductRow } from '../billing.repository.ts';
import { latestProviderCustomerId, updateCheckoutSession } from '../billing.repository.ts';
import { productView } from '../billing-views.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import {
  deleteCheckoutSession,
  findProductsByCode,
  insertCheckoutSession,
  listActiveProducts,
} from './checkout.repository.ts';
import type { FulfilmentOutcome } from './fulfilment.ts';
import { applyPaymentEvent } from './fulfilment.ts';

export type { FulfilmentOutcome } from './fulfilment.ts';

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
}

/** Selling: the products, opening a checkout, and fulfilling what the processor says was paid. */
export interface CheckoutService {
  listProducts(actor: Actor): Promise<ProductsResponse>;
  createCheckout(actor: Actor, body: CheckoutRequest): Promise<CheckoutResponse>;
  /** Stripe's webhook: verified, then applied once however often it is delivered. */
  handleStripeWebhook(rawBody: string, signature: string | undefined): Promise<FulfilmentOutcome>;
  /**
   * Applies one event of this app's processor, once (fulfilment.ts). The sandbox's checkout
   * confirms its payments through here, as Stripe's webhook does.
   */
  fulfil(event: PaymentEvent): Promise<FulfilmentOutcome>;
}

/** How long a checkout can be paid: Stripe's longest, 24 hours. */
export const checkoutLifetimeMs = dayMs;

export function createCheckoutService(deps: CheckoutServiceDeps): CheckoutService {
  const { db, clock, log, payments } = deps;
  const fulfil = (event: PaymentEvent): Promise<FulfilmentOutcome> =>
    applyPaymentEvent({ db, clock, log, events: deps.events }, payments.kind, event);

  return {
    listProducts: (actor) => listProducts(deps, actor),
    createCheckout: (actor, body) => createCheckout(deps, actor, body),
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
    items: rows.map((row) => productView(row, actor.role?.code ?? null)),
  };
}

/** The products of the order, each checked against the role, the payment mode and its quantity. */
async function orderedProducts(
  db: Database,
  actor: Actor,
  order: CheckoutRequest['order'],
): Promise<{ product: ProductRow; quantity: number; referenceId: string | null }[]> {
  const codes = order.products.map((item) => item.code);
  const rows = await findProductsByCode(db, codes, 'on sale');
  const role = actor.role?.code;
  return order.products.map((item, index) => {
    const path = ['order', 'products', String(index)];
    if (codes.indexOf(item.code) !== index) {
      throw invalidBodyField(commonErrorCodes.validationFailed, billingMessages.duplicateProduct, [
        ...path,
        'code',
      ]);
    }
    const product = rows.find((row) => row.code === item.code);
    if (product === undefined) {
      throw invalidBodyField(
        billingErrorCodes.unknownProduct,
        billingMessages.unknownProduct(item.code),
        [...path, 'code'],
      );
    }
    if (role === undefined || !product.roles.includes(role)) {
      throw invalidBodyField(
        billingErrorCodes.productNotForRole,
        billingMessages.productNotForRole(product.name),
        [...path, 'code'],
      );
    }
    if (product.paymentMode !== order.paymentMode) {
      throw invalidBodyField(
        billingErrorCodes.paymentModeMismatch,
        billingMessages.paymentModeMismatch(product.name, order.paymentMode),
        ['order', 'paymentMode'],
      );
    }
    if (item.quantity > product.maxQuantity) {
      throw invalidBodyField(
        billingErrorCodes.invalidQuantity,
        billingMessages.invalidQuantity(product.name, product.maxQuantity),
        [...path, 'quantity'],
      );
    }
    return { product, quantity: item.quantity, referenceId: item.referenceId ?? null };
  });
}

async function createCheckout(
  deps: CheckoutServiceDeps,
  actor: Actor,
  body: CheckoutRequest,
): Promise<CheckoutResponse> {
  const { db, payments } = deps;
  if (body.paymentServiceProvider === 'sandbox' && payments.kind !== 'sandbox') {
    throw invalidBodyField(
      billingErrorCodes.paymentProviderUnavailable,
      billingMessages.paymentProviderUnavailable(body.paymentServiceProvider),
      ['paymentServiceProvider'],
    );
  }
  for (const field of ['successUrl', 'cancelUrl'] as const) {
    if (!deps.allowedOrigins.includes(new URL(body[field]).origin)) {
      throw invalidBodyField(
        billingErrorCodes.returnUrlNotAllowed,
        billingMessages.returnUrlNotAllowed,
        [field],
      );
    }
  }
  const ordered = await orderedProducts(db, actor, body.order);
  if (body.order.paymentMode === 'subscription' && ordered.length > 1) {
    throw invalidBodyField(
      billingErrorCodes.paymentModeMismatch,
      billingMessages.oneSubscriptionPerCheckout,
      ['order', 'products'],
    );
  }
  const held = await deps.subscriptions.activeProductCodes(actor.user.id);
  const owned = ordered.find(
    ({ product }) =>
      (product.paymentMode === 'subscription' || product.grantsSubscription) &&
      held.has(product.code),
  );
  if (owned !== undefined) {
    throw new AppError(
      409,
      billingErrorCodes.alreadySubscribed,
      billingMessages.alreadySubscribed(owned.product.name),
    );
  }

  const lines: NewCheckoutLine[] = ordered.map(({ product, quantity, referenceId }) => ({
    productCode: product.code,
    name: product.name,
    quantity,
    unitAmount: product.unitAmount,
    referenceId,
    ...lineAmounts({ unitAmount: product.unitAmount, quantity }),
  }));
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + checkoutLifetimeMs);
  const session = await insertCheckoutSession(
    db,
    {
      userId: actor.user.id,
      origin: 'checkout',
      roleCode: actor.role?.code ?? null,
      provider: payments.kind,
      paymentMode: body.order.paymentMode,
      status: 'open',
      currency: billingCurrency,
      ...orderAmounts(lines),
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    },
    lines,
  );
  try {
    const providerCustomerId = await latestProviderCustomerId(db, actor.user.id, payments.kind);
    const opened = await payments.createCheckout({
      checkoutSessionId: session.id,
      userId: actor.user.id,
      email: actor.user.email,
      providerCustomerId,
      mode: body.order.paymentMode,
      currency: billingCurrency,
      lines: ordered.map(({ product, quantity }) => ({
        productCode: product.code,
        name: product.name,
        description: product.description,
        unitAmount: product.unitAmount,
        quantity,
        interval: product.interval === 'month' ? 'month' : null,
      })),
      paymentMethods: body.order.paymentMethods,
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
      expiresAt,
    });
    await updateCheckoutSession(db, session.id, [], {
      providerSessionId: opened.providerSessionId,
      url: opened.url,
    });
    return { id: session.id, url: opened.url, paymentServiceProvider: payments.kind };
  } catch (error) {
    // Nothing was opened at the processor: the order is forgotten, so no payment can point at it.
    await deleteCheckoutSession(db, session.id);
    if (error instanceof PaymentsUnavailableError) throw paymentsUnavailable();
    throw error;
  }
}
