import type {
  CheckoutResponse,
  PaymentHistoryResponse,
  Subscription,
  SubscriptionsResponse,
} from '@kinderwait/contract';
import { billingApiPaths, buildUrl, usersApiPaths } from '@kinderwait/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../app/build-app.ts';
import type { TestUser } from './accounts.ts';
import { checkoutBody, startBroadcastCheckout, startCheckout } from './checkout.ts';
import type { FakeCheckoutSession, FakeStripe } from './fake-stripe.ts';
import { fakeStripeWebhookSecret, signedStripeEvent, startFakeStripe } from './fake-stripe.ts';
import type { AppTestContext } from './test-app.ts';
import { forEachDatabase } from './test-app.ts';

/** The configuration of an app whose payments go to the fake Stripe API. */
export function stripeEnv(stripe: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_kinderwaitTests',
    STRIPE_WEBHOOK_SECRET: fakeStripeWebhookSecret,
    STRIPE_TAX_RATE_ID: 'txr_ontarioHst',
    STRIPE_API_URL: stripe.url,
  };
}

export function deliver(app: App, event: { payload: string; signature: string }) {
  // No anti-forgery header: Stripe cannot send one, and the signature stands for it.
  return app.inject({
    method: 'POST',
    url: billingApiPaths.stripeWebhook,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': event.signature,
    },
    payload: event.payload,
  });
}

export async function historyOf(
  app: App,
  user: TestUser,
  roleId: number,
): Promise<PaymentHistoryResponse> {
  const response = await app.inject({
    method: 'GET',
    url: buildUrl(billingApiPaths.checkoutSessions, { userId: user.id }),
    headers: user.headers(roleId),
  });
  return response.json<PaymentHistoryResponse>();
}

export async function subscriptionsOf(app: App, user: TestUser): Promise<Subscription[]> {
  const response = await app.inject({
    method: 'GET',
    url: buildUrl(usersApiPaths.userSubscriptions, { email: user.email }),
    headers: user.headers(),
  });
  return response.json<SubscriptionsResponse>().items;
}

/** The session the fake opened for our checkout `id` (its client_reference_id). */
export function fakeSessionOf(stripe: FakeStripe, id: string): FakeCheckoutSession {
  const opened = stripe.checkoutSessions.find(
    (session) => session.form.get('client_reference_id') === id,
  );
  if (opened === undefined) throw new Error(`the fake opened no checkout session for ${id}`);
  return opened;
}

/** Opens a checkout through the app; answers our id and the one Stripe (the fake) gave it. */
export async function openCheckout(
  stripe: FakeStripe,
  app: App,
  user: TestUser,
  roleId: number,
  code: string,
  mode: 'payment' | 'subscription',
): Promise<{ id: string; stripeId: string; form: URLSearchParams }> {
  const response =
    code === 'broadcast-order'
      ? await startBroadcastCheckout(app, user, roleId)
      : await startCheckout(app, user, roleId, checkoutBody([code], mode));
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<CheckoutResponse>();
  const opened = fakeSessionOf(stripe, id);
  return { id, stripeId: opened.id, form: opened.form };
}

export function completed(
  session: { id: string; stripeId: string },
  extra: Record<string, unknown>,
): Record<string, unknown> {
  return {
    id: session.stripeId,
    object: 'checkout.session',
    client_reference_id: session.id,
    payment_status: 'paid',
    customer: 'cus_family',
    payment_intent: null,
    subscription: null,
    ...extra,
  };
}

/**
 * Pays a checkout in the fake as a buyer would on Stripe's page (retrieving the session then
 * answers it complete, with `extra`), and answers the signed checkout.session.completed event.
 */
export function payInFake(
  stripe: FakeStripe,
  session: { id: string; stripeId: string },
  extra: Record<string, unknown>,
): { payload: string; signature: string } {
  const object = completed(session, extra);
  const opened = fakeSessionOf(stripe, session.id);
  Object.assign(opened.object, object, { status: 'complete' });
  return signedStripeEvent('checkout.session.completed', object);
}

/** What a test of payments through Stripe works with, on one database. */
export interface StripeTestContext {
  /** The file's fake Stripe API. */
  fake(): FakeStripe;
  /** This database's app, paying through the fake (`t.app()` pays in the sandbox). */
  app(): App;
  /** Opens a checkout through that app (see openCheckout). */
  openCheckout(
    user: TestUser,
    roleId: number,
    code: string,
    mode: 'payment' | 'subscription',
  ): Promise<{ id: string; stripeId: string; form: URLSearchParams }>;
}

/**
 * forEachDatabase for payments through Stripe: one fake Stripe API for the file, listening
 * before its tests and closed after them, and on each database an app configured to pay there.
 */
export function forEachDatabaseWithStripe(
  body: (stripe: StripeTestContext, t: AppTestContext) => void,
): void {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake?.close());
  const started = (): FakeStripe => {
    if (fake === undefined) throw new Error('The fake Stripe starts in beforeAll');
    return fake;
  };

  forEachDatabase((t) => {
    let app: App | undefined;
    beforeAll(async () => {
      app = await t.buildApp({ env: stripeEnv(started()) });
    });
    const built = (): App => {
      if (app === undefined) throw new Error('The Stripe app is built in beforeAll');
      return app;
    };
    body(
      {
        fake: started,
        app: built,
        openCheckout: (user, roleId, code, mode) =>
          openCheckout(started(), built(), user, roleId, code, mode),
      },
      t,
    );
  });
}
