import { randomUUID } from 'node:crypto';
import type { CheckoutRequest, CheckoutResponse } from '@kinderwait/contract';
import {
  billingCurrency,
  billingErrorCodes,
  billingMessages,
  checkoutIdParam,
  commonErrorCodes,
  lineAmounts,
  orderAmounts,
  productCodes,
} from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import { dayMs } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type {
  PaymentProvider,
  ProviderCheckout,
} from '../../../integrations/payments/payment-provider.ts';
import { PaymentsUnavailableError } from '../../../integrations/payments/payment-provider.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import { invalidBodyField, paymentsUnavailable } from '../billing-errors.ts';
import type { NewCheckoutLine, ProductRow } from '../billing.repository.ts';
import {
  closedStatuses,
  latestProviderCustomerId,
  updateCheckoutSession,
} from '../billing.repository.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import {
  findOpenPlanCheckout,
  findProductsByCode,
  insertCheckoutSession,
} from './checkout.repository.ts';
import { isPlan } from './plan-guard.ts';

export interface OpenCheckoutDeps {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  payments: PaymentProvider;
  /** This app's own origins (PUBLIC_ORIGIN and ALLOWED_ORIGINS): the only places to return to. */
  allowedOrigins: readonly string[];
  /** What the user holds already: a plan is not sold twice. */
  subscriptions: Pick<SubscriptionsService, 'activeProductCodes'>;
}

/** A checkout to send the browser to; `created` is false for an open one answered again. */
export interface OpenedCheckout {
  checkout: CheckoutResponse;
  created: boolean;
}

/** How long a checkout can be paid: Stripe's longest, 24 hours. */
export const checkoutLifetimeMs = dayMs;

type OrderedProduct = { product: ProductRow; quantity: number; referenceId: string | null };

/**
 * Products paid for one thing of another module, and sold only from that thing's page, by that
 * module (a broadcast order: its module checks the order is the buyer's and payable first). POST
 * /api/checkout refuses them, so nobody pays for a foreign or made-up order.
 */
const soldFromTheirPage: ReadonlySet<string> = new Set([productCodes.broadcastOrder]);

/** Who opens the checkout: the buyer through POST /api/checkout, or the module that sells. */
export type CheckoutOpener = 'buyer' | 'selling module';

/** The products of the order, each checked against the role, the payment mode and its quantity. */
async function orderedProducts(
  db: Database,
  actor: Actor,
  order: CheckoutRequest['order'],
): Promise<OrderedProduct[]> {
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

/** The checks of the payload and of what the user holds; answers the order and its plan. */
async function checkedOrder(
  deps: OpenCheckoutDeps,
  actor: Actor,
  body: CheckoutRequest,
  opener: CheckoutOpener,
): Promise<{ ordered: OrderedProduct[]; plan: ProductRow | undefined }> {
  if (body.paymentServiceProvider === 'sandbox' && deps.payments.kind !== 'sandbox') {
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
  const ordered = await orderedProducts(deps.db, actor, body.order);
  const plan = ordered.find(({ product }) => isPlan(product))?.product;
  // A plan is bought on its own: its open checkout is then the whole order, and can be answered
  // again as it is.
  if (ordered.length > 1 && (body.order.paymentMode === 'subscription' || plan !== undefined)) {
    throw invalidBodyField(
      billingErrorCodes.paymentModeMismatch,
      billingMessages.oneSubscriptionPerCheckout,
      ['order', 'products'],
    );
  }
  const fromItsPage = ordered.findIndex(({ product }) => soldFromTheirPage.has(product.code));
  if (opener === 'buyer' && fromItsPage !== -1) {
    throw invalidBodyField(
      billingErrorCodes.productSoldFromItsPage,
      billingMessages.broadcastPaidFromItsPage,
      ['order', 'products', String(fromItsPage), 'code'],
    );
  }
  if (
    plan !== undefined &&
    (await deps.subscriptions.activeProductCodes(actor.user.id)).has(plan.code)
  ) {
    throw new AppError(
      409,
      billingErrorCodes.alreadySubscribed,
      billingMessages.alreadySubscribed(plan.name),
    );
  }
  return { ordered, plan };
}

/**
 * The user's open checkout of a plan, to answer again. One that can no longer be paid here (past
 * its expiry, or opened with the other processor before this server's configuration changed) is
 * closed instead, so a new one can be opened.
 */
async function reusableCheckout(
  deps: OpenCheckoutDeps,
  userId: string,
  planCode: string,
): Promise<CheckoutResponse | undefined> {
  const { db, payments } = deps;
  const row = await findOpenPlanCheckout(db, userId, planCode);
  if (row === undefined) return undefined;
  const now = deps.clock();
  const payable = row.expiresAt === null || row.expiresAt > now;
  if (payable && row.provider === payments.kind && row.url !== null) {
    return { id: row.id, url: row.url, paymentServiceProvider: payments.kind };
  }
  await updateCheckoutSession(db, row.id, closedStatuses, { status: 'expired', updatedAt: now });
  return undefined;
}

/** The success address with the checkout's id added, so the page it shows knows which it was. */
function successUrlOf(successUrl: string, checkoutSessionId: string): string {
  const url = new URL(successUrl);
  url.searchParams.set(checkoutIdParam, checkoutSessionId);
  return url.toString();
}

/**
 * Opens the processor's checkout, then saves ours with its address. Answers undefined when a
 * call made at the same moment saved an open checkout of the same plan first (the database's
 * open-plan index decides); the processor's checkout opened here is then closed.
 */
async function openNewCheckout(
  deps: OpenCheckoutDeps,
  actor: Actor,
  body: CheckoutRequest,
  ordered: readonly OrderedProduct[],
  plan: ProductRow | undefined,
): Promise<CheckoutResponse | undefined> {
  const { db, payments } = deps;
  const id = randomUUID();
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
  const successUrl = successUrlOf(body.successUrl, id);
  let opened: ProviderCheckout;
  try {
    opened = await payments.createCheckout({
      checkoutSessionId: id,
      userId: actor.user.id,
      email: actor.user.email,
      providerCustomerId: await latestProviderCustomerId(db, actor.user.id, payments.kind),
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
      successUrl,
      cancelUrl: body.cancelUrl,
      expiresAt,
    });
  } catch (error) {
    // Nothing was opened at the processor, and nothing is saved here.
    if (error instanceof PaymentsUnavailableError) throw paymentsUnavailable();
    throw error;
  }
  const saved = await insertCheckoutSession(
    db,
    {
      id,
      userId: actor.user.id,
      origin: 'checkout',
      roleCode: actor.role?.code ?? null,
      provider: payments.kind,
      providerSessionId: opened.providerSessionId,
      url: opened.url,
      paymentMode: body.order.paymentMode,
      planCode: plan?.code ?? null,
      status: 'open',
      currency: billingCurrency,
      ...orderAmounts(lines),
      successUrl,
      cancelUrl: body.cancelUrl,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    },
    lines,
  );
  if (saved !== undefined) {
    return { id, url: opened.url, paymentServiceProvider: payments.kind };
  }
  // Nobody was given its address; closing it keeps it from ever being paid.
  await payments.expireCheckout(opened.providerSessionId).catch((error: unknown) => {
    deps.log.warn({ err: error, checkoutSessionId: id }, 'could not expire an unused checkout');
  });
  return undefined;
}

/**
 * POST /api/checkout (docs/product/billing.md#checkout). A plan already being bought answers its
 * open checkout, however many calls are made at once: one saves a checkout, the others answer it.
 */
export async function openCheckout(
  deps: OpenCheckoutDeps,
  actor: Actor,
  body: CheckoutRequest,
  opener: CheckoutOpener = 'buyer',
): Promise<OpenedCheckout> {
  const { ordered, plan } = await checkedOrder(deps, actor, body, opener);
  // Twice at most: the second time finds the checkout a concurrent call saved first.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (plan !== undefined) {
      const open = await reusableCheckout(deps, actor.user.id, plan.code);
      if (open !== undefined) return { checkout: open, created: false };
    }
    const opened = await openNewCheckout(deps, actor, body, ordered, plan);
    if (opened !== undefined) return { checkout: opened, created: true };
  }
  throw new Error('the open checkout of this plan closed while another call was opening it');
}
