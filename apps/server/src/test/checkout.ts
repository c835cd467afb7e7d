import type {
  CheckoutBody,
  CheckoutResponse,
  PaymentMode,
  SandboxCheckoutResult,
  SandboxPayBody,
} from '@kinderwait/contract';
import {
  ageGroupIds,
  billingApiPaths,
  broadcastApiPaths,
  buildUrl,
  providerTypeIds,
  sandboxCheckoutApiPaths,
  sandboxTestCards,
} from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app/build-app.ts';
import { checkoutSessions } from '../modules/billing/billing.tables.ts';
import { insertOrder } from '../modules/broadcast/broadcast.repository.ts';
import { insertTestProvider } from './fixtures/provider-fixtures.ts';
import { ensureReachableFamily } from './fixtures/spot-families.ts';
import type { TestUser } from './accounts.ts';
import { post, testOrigin } from './accounts.ts';

/** A checkout payload (docs/product/billing.md#checkout) returning to this app's test origin. */
export function checkoutBody(
  codes: readonly string[],
  paymentMode: PaymentMode = 'payment',
  overrides: Partial<CheckoutBody> = {},
): CheckoutBody {
  return {
    successUrl: `${testOrigin}/service-payment/payment-history?paid=1`,
    cancelUrl: `${testOrigin}/service-payment/pricing-tier-carousel`,
    paymentServiceProvider: 'stripe',
    order: { products: codes.map((code) => ({ code })), paymentMethods: ['card'], paymentMode },
    ...overrides,
  };
}

export function startCheckout(
  app: App,
  user: TestUser,
  roleId: number,
  body: CheckoutBody,
): Promise<LightMyRequestResponse> {
  return post(app, billingApiPaths.checkout, body, user.headers(roleId));
}

/**
 * A Broadcast (`broadcast-order`) is paid from its order's page (POST /api/checkout refuses it):
 * a spot order of the user awaiting payment, written as the spots module writes one, then the
 * order's checkout as its page opens it. Answers that call's response (201 with the checkout).
 */
export async function startBroadcastCheckout(
  app: App,
  user: TestUser,
  roleId: number,
): Promise<LightMyRequestResponse & { orderId: string }> {
  await ensureReachableFamily(app);
  const providerId = await insertTestProvider(app.db, {
    name: 'Broadcasting Daycare',
    providerTypeId: providerTypeIds['licensed-centre'],
    latitude: 43.6534,
    longitude: -79.3839,
    ageGroups: [{ ageGroupId: ageGroupIds.toddler, availableSpaces: 2 }],
  });
  const now = app.clock();
  const order = await insertOrder(app.db, {
    userId: user.id,
    kind: 'spot',
    providerId,
    ageGroupId: ageGroupIds.toddler,
    spotSpaces: 2,
    spotStartDate: null,
    estimatedReach: 1,
    createdAt: now,
    updatedAt: now,
  });
  const response = await post(
    app,
    buildUrl(broadcastApiPaths.checkout, { orderId: order.id }),
    undefined,
    user.headers(roleId),
  );
  return Object.assign(response, { orderId: order.id });
}

/** The rest of a test card as a payer types it: an expiry years ahead, a CVC, a postal code. */
export const testCardDetails = { expiry: '12/45', cvc: '123', postalCode: 'M5H 2N2' } as const;

export function paySandbox(
  app: App,
  user: TestUser,
  sessionId: string,
  cardNumber: string = sandboxTestCards.succeeds,
  details: Partial<SandboxPayBody> = {},
): Promise<LightMyRequestResponse> {
  return post(
    app,
    buildUrl(sandboxCheckoutApiPaths.pay, { sessionId }),
    { cardNumber, ...testCardDetails, ...details },
    user.headers(),
  );
}

/** Buys products through the sandbox as a user would: checkout, then the test card that pays. */
export async function buyInSandbox(
  app: App,
  user: TestUser,
  roleId: number,
  codes: readonly string[],
  paymentMode: PaymentMode = 'payment',
): Promise<string> {
  const started =
    codes.length === 1 && codes[0] === 'broadcast-order'
      ? await startBroadcastCheckout(app, user, roleId)
      : await startCheckout(app, user, roleId, checkoutBody(codes, paymentMode));
  if (started.statusCode !== 201) throw new Error(`checkout: ${started.body}`);
  const { id } = started.json<CheckoutResponse>();
  const paid = await paySandbox(app, user, id);
  if (paid.json<SandboxCheckoutResult>().status !== 'paid') throw new Error(`pay: ${paid.body}`);
  return id;
}

/**
 * Two open checkouts of the same plan for one user. The open-plan rule lets that be only for a
 * checkout opened before it (migration 0019 left its plan unset, as here for the first one), or
 * when the second is opened in the moment the first one's payment is being confirmed. Answers
 * both ids, the first one's first.
 */
export async function twoOpenCheckoutsOf(
  app: App,
  user: TestUser,
  roleId: number,
  code: string,
  paymentMode: PaymentMode,
): Promise<[string, string]> {
  const open = async (): Promise<string> => {
    const opened = await startCheckout(app, user, roleId, checkoutBody([code], paymentMode));
    if (opened.statusCode !== 201) throw new Error(`checkout: ${opened.body}`);
    return opened.json<CheckoutResponse>().id;
  };
  const first = await open();
  await app.db
    .update(checkoutSessions)
    .set({ planCode: null })
    .where(eq(checkoutSessions.id, first));
  return [first, await open()];
}
