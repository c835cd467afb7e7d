import type {
  ApiErrorCode,
  CheckoutRequest,
  CheckoutResponse,
  ProductsResponse,
} from '@kinderwait/contract';
import {
  billingCurrency,
  billingErrorCodes,
  commonErrorCodes,
  billingMessages,
  formatValidationDetail,
  lineAmounts,
  orderAmounts,
  salesTaxLabel,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { dayMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { PaymentsUnavailableError } from '../../integrations/payments/payment-provider.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { NewCheckoutLine, ProductRow } from './billing.repository.ts';
import {
  deleteCheckoutSession,
  findActiveProducts,
  insertCheckoutSession,
  latestProviderCustomerId,
  listActiveProducts,
  updateCheckoutSession,
} from './billing.repository.ts';
import { productView } from './billing-views.ts';

export interface CheckoutDeps {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  /** This app's own origins (PUBLIC_ORIGIN and ALLOWED_ORIGINS): the only places to return to. */
  allowedOrigins: readonly string[];
  /** Product codes the user already holds an active subscription or grant for. */
  heldProductCodes(userId: string): Promise<Set<string>>;
}

/** How long a checkout can be paid: Stripe's longest, 24 hours. */
export const checkoutLifetimeMs = dayMs;

const invalid = (code: ApiErrorCode, message: string, path: readonly string[]): AppError =>
  new AppError(400, code, message, formatValidationDetail([{ path: ['body', ...path], message }]));

export async function listProducts(
  deps: Pick<CheckoutDeps, 'db' | 'payments'>,
  actor: Actor,
): Promise<ProductsResponse> {
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
  const rows = await findActiveProducts(db, codes);
  const role = actor.role?.code;
  return order.products.map((item, index) => {
    const path = ['order', 'products', String(index)];
    if (codes.indexOf(item.code) !== index) {
      throw invalid(commonErrorCodes.validationFailed, billingMessages.duplicateProduct, [
        ...path,
        'code',
      ]);
    }
    const product = rows.find((row) => row.code === item.code);
    if (product === undefined) {
      throw invalid(billingErrorCodes.unknownProduct, billingMessages.unknownProduct(item.code), [
        ...path,
        'code',
      ]);
    }
    if (role === undefined || !product.roles.includes(role)) {
      throw invalid(
        billingErrorCodes.productNotForRole,
        billingMessages.productNotForRole(product.name),
        [...path, 'code'],
      );
    }
    if (product.paymentMode !== order.paymentMode) {
      throw invalid(
        billingErrorCodes.paymentModeMismatch,
        billingMessages.paymentModeMismatch(product.name, order.paymentMode),
        ['order', 'paymentMode'],
      );
    }
    if (item.quantity > product.maxQuantity) {
      throw invalid(
        billingErrorCodes.invalidQuantity,
        billingMessages.invalidQuantity(product.name, product.maxQuantity),
        [...path, 'quantity'],
      );
    }
    return { product, quantity: item.quantity, referenceId: item.referenceId ?? null };
  });
}

export async function createCheckout(
  deps: CheckoutDeps,
  actor: Actor,
  body: CheckoutRequest,
): Promise<CheckoutResponse> {
  const { db, payments } = deps;
  if (body.paymentServiceProvider === 'sandbox' && payments.kind !== 'sandbox') {
    throw new AppError(
      400,
      billingErrorCodes.paymentProviderUnavailable,
      billingMessages.paymentProviderUnavailable(body.paymentServiceProvider),
      formatValidationDetail([
        {
          path: ['body', 'paymentServiceProvider'],
          message: billingMessages.paymentProviderUnavailable(body.paymentServiceProvider),
        },
      ]),
    );
  }
  for (const field of ['successUrl', 'cancelUrl'] as const) {
    if (!deps.allowedOrigins.includes(new URL(body[field]).origin)) {
      throw invalid(billingErrorCodes.returnUrlNotAllowed, billingMessages.returnUrlNotAllowed, [
        field,
      ]);
    }
  }
  const ordered = await orderedProducts(db, actor, body.order);
  if (body.order.paymentMode === 'subscription' && ordered.length > 1) {
    throw invalid(
      billingErrorCodes.paymentModeMismatch,
      billingMessages.oneSubscriptionPerCheckout,
      ['order', 'products'],
    );
  }
  const held = await deps.heldProductCodes(actor.user.id);
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
    if (error instanceof PaymentsUnavailableError) {
      throw new AppError(
        503,
        billingErrorCodes.paymentsUnavailable,
        billingMessages.paymentsUnavailable,
      );
    }
    throw error;
  }
}
