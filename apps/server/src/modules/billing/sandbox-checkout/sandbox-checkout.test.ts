import type {
  CheckoutResponse,
  PaymentHistoryResponse,
  SandboxCheckoutSession,
  SubscriptionsResponse,
} from '@kinderwait/contract';
import {
  billingApiPaths,
  buildUrl,
  roleIds,
  sandboxCheckoutApiPaths,
  sandboxCheckoutErrorCodes,
  sandboxCheckoutMessages,
  sandboxTestCards,
  usersApiPaths,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayMs } from '../../../clock.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { post, signUp } from '../../../test/accounts.ts';
import {
  checkoutBody,
  paySandbox,
  startBroadcastCheckout,
  startCheckout,
} from '../../../test/checkout.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { lineFulfilled } from '../checkout/checkout.events.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

const time = createTestClock(new Date('2026-11-23T15:00:00Z'));

forEachDatabase(
  (t) => {
    let stranger: TestUser;

    beforeAll(async () => {
      stranger = await signUp(t.app(), { roles: ['Parent'] });
    });

    /** A new parent with an open checkout of KinderWait Plus. */
    async function openPlus(): Promise<{ buyer: TestUser; id: string }> {
      const buyer = await signUp(t.app(), { roles: ['Parent'] });
      const response = await startCheckout(
        t.app(),
        buyer,
        roleIds.Parent,
        checkoutBody(['kinderwait-plus'], 'subscription'),
      );
      return { buyer, id: response.json<CheckoutResponse>().id };
    }

    const summary = (user: TestUser, sessionId: string) =>
      t.app().inject({
        method: 'GET',
        url: buildUrl(sandboxCheckoutApiPaths.session, { sessionId }),
        headers: user.headers(),
      });
    const action = (user: TestUser, path: string, sessionId: string) =>
      post(t.app(), buildUrl(path, { sessionId }), undefined, user.headers());
    const subscriptionsOf = async (user: TestUser) =>
      (
        await t.app().inject({
          method: 'GET',
          url: buildUrl(usersApiPaths.userSubscriptions, { email: user.email }),
          headers: user.headers(),
        })
      ).json<SubscriptionsResponse>().items;
    const paymentsOf = async (user: TestUser) =>
      (
        await t.app().inject({
          method: 'GET',
          url: buildUrl(billingApiPaths.checkoutSessions, { userId: user.id }),
          headers: user.headers(roleIds.Parent),
        })
      ).json<PaymentHistoryResponse>().items;

    it('shows the order summary: lines, subtotal, HST as its own line, total, return URLs', async () => {
      const { buyer, id } = await openPlus();
      const response = await summary(buyer, id);
      expect(response.statusCode).toBe(200);
      expect(response.json<SandboxCheckoutSession>()).toEqual({
        id,
        status: 'open',
        paymentMode: 'subscription',
        currency: 'CAD',
        lines: [
          {
            productCode: 'kinderwait-plus',
            name: 'KinderWait Plus',
            quantity: 1,
            unitAmount: 799,
            subtotalAmount: 799,
            taxAmount: 104,
            totalAmount: 903,
          },
        ],
        subtotalAmount: 799,
        taxAmount: 104,
        taxLabel: 'HST 13%',
        taxRatePercent: 13,
        totalAmount: 903,
        // The success address names the checkout, so the page shown after it knows which.
        successUrl: `${checkoutBody([]).successUrl}&checkout=${id}`,
        cancelUrl: checkoutBody([]).cancelUrl,
        expiresAt: new Date(time.clock().getTime() + dayMs).toISOString(),
        declineCode: null,
        refusal: null,
      });
    });

    it("answers another user's session with 404, as one that does not exist", async () => {
      const { id } = await openPlus();
      for (const path of [sandboxCheckoutApiPaths.pay, sandboxCheckoutApiPaths.cancel]) {
        const response =
          path === sandboxCheckoutApiPaths.pay
            ? await paySandbox(t.app(), stranger, id)
            : await action(stranger, path, id);
        expect(response.statusCode).toBe(404);
      }
      const other = await summary(stranger, id);
      const unknown = await summary(stranger, '5d0c3c43-2b1e-4c55-9a57-7a5c0b8a1f00');
      expect(other.statusCode).toBe(404);
      expect(unknown.body).toBe(other.body);
    });

    it('pays with 4242 4242 4242 4242: subscribed once, in the history, back to successUrl', async () => {
      const { buyer, id } = await openPlus();
      const [first, second] = await Promise.all([
        paySandbox(t.app(), buyer, id, '4242 4242 4242 4242'),
        paySandbox(t.app(), buyer, id, sandboxTestCards.succeeds),
      ]);
      const answers = [first, second].map((response) => response.statusCode).sort();
      // Both clicks may win the race to "open" or the second may find it paid (409).
      expect(answers[0]).toBe(200);
      expect(first.statusCode === 200 ? first.json() : second.json()).toEqual({
        status: 'paid',
        redirectUrl: `${checkoutBody([]).successUrl}&checkout=${id}`,
      });
      expect(await subscriptionsOf(buyer)).toEqual([
        expect.objectContaining({
          name: 'KinderWait Plus',
          status: 'active',
          cancelAtPeriodEnd: false,
        }),
      ]);
      expect(await paymentsOf(buyer)).toEqual([
        expect.objectContaining({ id, status: 'paid', totalAmount: 903, taxAmount: 104 }),
      ]);
      const again = await paySandbox(t.app(), buyer, id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'checkout_session_closed' });
    });

    it('declines 4000 0000 0000 0002 with 402: nothing charged, and another card still pays', async () => {
      const { buyer, id } = await openPlus();
      const declined = await paySandbox(t.app(), buyer, id, sandboxTestCards.declined);
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toEqual({
        message: 'Your card was declined. Nothing was charged.',
        code: 'card_declined',
      });
      expect((await summary(buyer, id)).json()).toMatchObject({
        status: 'open',
        declineCode: 'card_declined',
      });
      expect(await subscriptionsOf(buyer)).toEqual([]);
      expect(await paymentsOf(buyer)).toEqual([]);

      const paid = await paySandbox(t.app(), buyer, id);
      expect(paid.json()).toMatchObject({ status: 'paid' });
      expect((await summary(buyer, id)).json()).toMatchObject({ declineCode: null });
    });

    it('asks for a second step with 4000 0025 0000 3155, which confirm completes', async () => {
      const { buyer, id } = await openPlus();
      const early = await action(buyer, sandboxCheckoutApiPaths.confirm, id);
      expect(early.statusCode).toBe(409);
      const first = await paySandbox(t.app(), buyer, id, sandboxTestCards.requiresAuthentication);
      expect(first.json()).toEqual({ status: 'requires_action', redirectUrl: null });
      expect(await subscriptionsOf(buyer)).toEqual([]);
      const confirmed = await action(buyer, sandboxCheckoutApiPaths.confirm, id);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ status: 'paid' });
      expect(await subscriptionsOf(buyer)).toHaveLength(1);
      expect((await action(buyer, sandboxCheckoutApiPaths.confirm, id)).statusCode).toBe(409);
      expect(await paymentsOf(buyer)).toHaveLength(1);
    });

    it('cancels: nothing charged, back to cancelUrl, and it cannot be paid after', async () => {
      const { buyer, id } = await openPlus();
      const cancelled = await action(buyer, sandboxCheckoutApiPaths.cancel, id);
      expect(cancelled.json()).toEqual({
        status: 'canceled',
        redirectUrl: checkoutBody([]).cancelUrl,
      });
      expect((await paySandbox(t.app(), buyer, id)).statusCode).toBe(409);
      expect(await paymentsOf(buyer)).toEqual([]);
    });

    it('refuses a card that is not one of the test cards with 400 naming the field', async () => {
      const { buyer, id } = await openPlus();
      for (const cardNumber of ['4111111111111111', 'not a card']) {
        const response = await paySandbox(t.app(), buyer, id, cardNumber);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ detail: string }>().detail).toMatch(/^body\.cardNumber: /);
      }
    });

    it('asks for the expiry, CVC and postal code as Stripe Checkout does, naming the field', async () => {
      const { buyer, id } = await openPlus();
      for (const [field, value] of [
        ['expiry', '13/30'],
        ['expiry', '2030-01'],
        ['cvc', '12'],
        ['cvc', 'abc'],
        ['postalCode', '!'],
      ] as const) {
        const response = await paySandbox(t.app(), buyer, id, undefined, { [field]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ detail: string }>().detail).toMatch(
          new RegExp(`^body\\.${field}: `),
        );
      }
      expect(await paymentsOf(buyer)).toEqual([]);
    });

    it('declines a card whose expiry month has passed in Toronto, and takes one good through this month', async () => {
      const { buyer, id } = await openPlus();
      // The clock reads Nov 23, 2026: October's card has expired.
      const expired = await paySandbox(t.app(), buyer, id, undefined, { expiry: '10 / 26' });
      expect(expired.statusCode).toBe(402);
      expect(expired.json()).toMatchObject({
        code: sandboxCheckoutErrorCodes.expiredCard,
        message: sandboxCheckoutMessages.expiredCard,
      });
      expect(await paymentsOf(buyer)).toEqual([]);
      const thisMonth = await paySandbox(t.app(), buyer, id, undefined, { expiry: '11/26' });
      expect(thisMonth.statusCode).toBe(200);
      expect(thisMonth.json<{ status: string }>().status).toBe('paid');
    });

    it('expires a day after it opened, as Stripe Checkout does', async () => {
      const { buyer, id } = await openPlus();
      time.advance(dayMs + 1);
      // Signed in again: the access token of a day ago has expired too.
      const later = await signUp(t.app(), { email: buyer.email });
      expect((await summary(later, id)).json()).toMatchObject({ status: 'expired' });
      expect((await paySandbox(t.app(), later, id)).statusCode).toBe(409);
    });

    it('exists only where the sandbox is the payment provider', async () => {
      const { buyer, id } = await openPlus();
      const stripeApp = await t.buildApp({
        env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      });
      const response = await stripeApp.inject({
        method: 'GET',
        url: buildUrl(sandboxCheckoutApiPaths.session, { sessionId: id }),
        headers: buyer.headers(),
      });
      expect(response.statusCode).toBe(404);
      const page = await stripeApp.inject({ method: 'GET', url: `/sandbox-checkout/${id}` });
      expect(page.statusCode).toBe(404);
    });

    it('tells the module that sold a line once, in fulfilment, with what the line paid for', async () => {
      const fulfilled: { userId: string; referenceId: string | null; quantity: number }[] = [];
      const app = await t.buildApp({
        clock: time.clock,
        setup: (instance) => {
          instance.events.subscribe(lineFulfilled, async (line) => {
            fulfilled.push({
              userId: line.userId,
              referenceId: line.referenceId,
              quantity: line.quantity,
            });
            await Promise.resolve();
          });
        },
      });
      const provider = await signUp(app, { roles: ['Licenced'] });
      const started = await startBroadcastCheckout(app, provider, roleIds.Licenced);
      const { orderId } = started;
      const { id } = started.json<CheckoutResponse>();
      await paySandbox(app, provider, id, sandboxTestCards.requiresAuthentication);
      const confirmations = await Promise.all([
        post(
          app,
          buildUrl(sandboxCheckoutApiPaths.confirm, { sessionId: id }),
          undefined,
          provider.headers(),
        ),
        post(
          app,
          buildUrl(sandboxCheckoutApiPaths.confirm, { sessionId: id }),
          undefined,
          provider.headers(),
        ),
      ]);
      expect(confirmations.some((response) => response.statusCode === 200)).toBe(true);
      expect(fulfilled).toEqual([{ userId: provider.id, referenceId: orderId, quantity: 1 }]);
    });

    describe('without a token', () => {
      it('answers 401', async () => {
        const { id } = await openPlus();
        const response = await t.app().inject({
          method: 'GET',
          url: buildUrl(sandboxCheckoutApiPaths.session, { sessionId: id }),
        });
        expect(response.statusCode).toBe(401);
      });
    });
  },
  { clock: time.clock },
);
