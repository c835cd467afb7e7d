import type {
  AdminProduct,
  AdminProductsResponse,
  CheckoutRequest,
  CheckoutResponse,
  CustomerPortalBody,
  CustomerPortalResponse,
  EditProductRequest,
  PaymentHistoryFilter,
  PaymentHistoryResponse,
  ProductChangesResponse,
  ProductsResponse,
  Receipt,
  SandboxCheckoutResult,
  SandboxCheckoutSession,
  Subscription,
  UsageLimits,
} from '@kinderwait/contract';
import { billingErrorCodes, billingMessages } from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import {
  InvalidWebhookSignatureError,
  PaymentsUnavailableError,
} from '../../integrations/payments/payment-provider.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { UsersService } from '../users/users.service.ts';
import { createCheckout, listProducts } from './checkout.service.ts';
import type { FulfilmentHandler, FulfilmentOutcome } from './fulfilment.ts';
import { applyPaymentEvent } from './fulfilment.ts';
import { listPaymentHistory, paymentReceipt } from './payment-history.service.ts';
import { editProduct, listAdminProducts, productChangeHistory } from './product-admin.service.ts';
import {
  cancelSandboxSession,
  confirmSandboxSession,
  getSandboxSession,
  paySandboxSession,
} from './sandbox-checkout.service.ts';
import {
  activeLimits,
  activeProductCodes,
  activeSubscriptions,
  customerPortal,
  setCancelAtPeriodEnd,
} from './subscriptions.service.ts';

export type { FulfilledLine, FulfilmentHandler } from './fulfilment.ts';

export interface BillingServiceOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  payments: PaymentProvider;
  users: Pick<UsersService, 'findById'>;
  /** PUBLIC_ORIGIN and ALLOWED_ORIGINS: where checkout may send the browser back to. */
  allowedOrigins: readonly string[];
  taxRegistrationNumber: string | null;
}

export interface BillingService {
  readonly paymentServiceProvider: PaymentProvider['kind'];
  listProducts(actor: Actor): Promise<ProductsResponse>;
  createCheckout(actor: Actor, body: CheckoutRequest): Promise<CheckoutResponse>;
  paymentHistory(
    actor: Actor,
    userId: string,
    filter: PaymentHistoryFilter,
  ): Promise<PaymentHistoryResponse>;
  receipt(actor: Actor, userId: string, sessionId: string): Promise<Receipt>;
  /** Stripe's webhook: verified, then applied once however often it is delivered. */
  handleStripeWebhook(rawBody: string, signature: string | undefined): Promise<FulfilmentOutcome>;
  // The sandbox's hosted checkout (never in production):
  sandboxSession(actor: Actor, sessionId: string): Promise<SandboxCheckoutSession>;
  sandboxPay(actor: Actor, sessionId: string, cardNumber: string): Promise<SandboxCheckoutResult>;
  sandboxConfirm(actor: Actor, sessionId: string): Promise<SandboxCheckoutResult>;
  sandboxCancel(actor: Actor, sessionId: string): Promise<SandboxCheckoutResult>;
  // Subscriptions:
  /** The user's subscriptions that give their benefits now (for GET /api/users/{email}/subscriptions). */
  activeSubscriptions(userId: string): Promise<Subscription[]>;
  /** The usage limits of the user's active subscriptions (for the usage module). */
  activeLimits(userId: string): Promise<UsageLimits[]>;
  setCancelAtPeriodEnd(
    actor: Actor,
    subscriptionId: string,
    cancel: boolean,
  ): Promise<Subscription>;
  customerPortal(actor: Actor, body: CustomerPortalBody): Promise<CustomerPortalResponse>;
  // A SuperAdmin's product editing (product.manage):
  /** Every product, on sale or not. */
  adminProducts(): Promise<AdminProductsResponse>;
  /** Changes a product's editable fields and records who changed what. */
  editProduct(actor: Actor, code: string, body: EditProductRequest): Promise<AdminProduct>;
  productChanges(code: string): Promise<ProductChangesResponse>;
  /**
   * Lets a module that sells something act on its paid lines inside the fulfilment transaction
   * (the broadcast module marks a broadcast order paid). Call while the services are built.
   */
  onFulfilled(productCode: string, handler: FulfilmentHandler): void;
}

export function createBillingService(options: BillingServiceOptions): BillingService {
  const { db, clock, log, payments, allowedOrigins } = options;
  const handlers = new Map<string, FulfilmentHandler[]>();
  const fulfil = (event: Parameters<typeof applyPaymentEvent>[2]): Promise<FulfilmentOutcome> =>
    applyPaymentEvent({ db, clock, log, handlers }, payments.kind, event);
  const subscriptionDeps = { db, clock, payments, allowedOrigins };
  const sandboxDeps = { db, clock, fulfil };
  const historyDeps = {
    db,
    users: options.users,
    taxRegistrationNumber: options.taxRegistrationNumber,
  };

  return {
    paymentServiceProvider: payments.kind,
    listProducts: (actor) => listProducts({ db, payments }, actor),
    createCheckout: (actor, body) =>
      createCheckout(
        {
          db,
          clock,
          payments,
          allowedOrigins,
          heldProductCodes: (userId) => activeProductCodes({ db, clock }, userId),
        },
        actor,
        body,
      ),
    paymentHistory: (actor, userId, filter) =>
      listPaymentHistory(historyDeps, actor, userId, filter),
    receipt: (actor, userId, sessionId) => paymentReceipt(historyDeps, actor, userId, sessionId),

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
        if (error instanceof PaymentsUnavailableError) {
          throw new AppError(
            503,
            billingErrorCodes.paymentsUnavailable,
            billingMessages.paymentsUnavailable,
          );
        }
        throw error;
      }
    },

    sandboxSession: (actor, id) => getSandboxSession(sandboxDeps, actor, id),
    sandboxPay: (actor, id, cardNumber) => paySandboxSession(sandboxDeps, actor, id, cardNumber),
    sandboxConfirm: (actor, id) => confirmSandboxSession(sandboxDeps, actor, id),
    sandboxCancel: (actor, id) => cancelSandboxSession(sandboxDeps, actor, id),

    activeSubscriptions: (userId) => activeSubscriptions({ db, clock }, userId),
    activeLimits: (userId) => activeLimits({ db, clock }, userId),
    setCancelAtPeriodEnd: (actor, id, cancel) =>
      setCancelAtPeriodEnd(subscriptionDeps, actor, id, cancel),
    customerPortal: (actor, body) => customerPortal(subscriptionDeps, actor, body),
    adminProducts: () => listAdminProducts({ db, clock }),
    editProduct: (actor, code, body) => editProduct({ db, clock }, actor, code, body),
    productChanges: (code) => productChangeHistory({ db, clock }, code),
    onFulfilled: (productCode, handler) => {
      handlers.set(productCode, [...(handlers.get(productCode) ?? []), handler]);
    },
  };
}
