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
  sandboxTestCards,
  usersApiPaths,
} from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app/build-app.ts';
import { dayMs } from '../../../clock.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { post, signUp } from '../../../test/accounts.ts';
import {
  buyInSandbox,
  checkoutBody,
  paySandbox,
  startCheckout,
  twoOpenCheckoutsOf,
} from '../../../test/checkout.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { checkoutSessions } from '../billing.tables.ts';

// docs/product/billing.md#checkout: a plan is bought once. A second checkout for a plan being
// bought is the open one; the case, sequential and concurrent, in the sandbox.
forEachDatabase((t) => {
  const plus = () => checkoutBody(['kinderwait-plus'], 'subscription');
  const open = (user: TestUser) => startCheckout(t.app(), user, roleIds.Parent, plus());
  const newParent = () => signUp(t.app(), { roles: ['Parent'] });
  const sessionsOf = (user: TestUser) =>
    t.app().db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id));
  const subscriptionsOf = async (user: TestUser, app: App = t.app()) =>
    (
      await app.inject({
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

  describe('a second checkout for a plan already being bought', () => {
    it('is the open one (200, same id and address), one after the other', async () => {
      const parent = await newParent();
      const first = await open(parent);
      const second = await open(parent);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await sessionsOf(parent)).toHaveLength(1);
    });

    it('is one checkout for calls made at once: one opened (201), the others answered it (200)', async () => {
      const parent = await newParent();
      const answers = await Promise.all([open(parent), open(parent), open(parent)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      const ids = new Set(answers.map((answer) => answer.json<CheckoutResponse>().id));
      expect(ids.size).toBe(1);
      expect(await sessionsOf(parent)).toHaveLength(1);
    });

    it('is a new one once the open one was cancelled', async () => {
      const parent = await newParent();
      const first = (await open(parent)).json<CheckoutResponse>();
      const cancelled = await post(
        t.app(),
        buildUrl(sandboxCheckoutApiPaths.cancel, { sessionId: first.id }),
        undefined,
        parent.headers(),
      );
      expect(cancelled.statusCode).toBe(200);
      const second = await open(parent);
      expect(second.statusCode).toBe(201);
      expect(second.json<CheckoutResponse>().id).not.toBe(first.id);
    });

    it('does not hold back another plan, nor another user', async () => {
      const parent = await newParent();
      const other = await newParent();
      const mine = (await open(parent)).json<CheckoutResponse>();
      const theirs = await open(other);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json<CheckoutResponse>().id).not.toBe(mine.id);
    });
  });

  describe('the issue: two checkouts of KinderWait Plus, both paid', () => {
    it('one after the other: subscribed and charged once', async () => {
      const parent = await newParent();
      const first = await open(parent);
      const second = await open(parent);
      const ids = [first, second].map((answer) => answer.json<CheckoutResponse>().id);
      const paid = [];
      for (const id of ids) paid.push(await paySandbox(t.app(), parent, id));
      expect(paid[0]?.statusCode).toBe(200);
      expect(paid[1]?.statusCode).toBe(409);
      expect(await subscriptionsOf(parent)).toHaveLength(1);
      expect(await paymentsOf(parent)).toHaveLength(1);
    });

    it('at once: subscribed and charged once', async () => {
      const parent = await newParent();
      const [first, second] = await Promise.all([open(parent), open(parent)]);
      const ids = [first, second].map((answer) => answer.json<CheckoutResponse>().id);
      const paid = await Promise.all(ids.map((id) => paySandbox(t.app(), parent, id)));
      // The same checkout paid twice at once: both clicks may see it paid, or the second 409.
      expect(paid.some((answer) => answer.statusCode === 200)).toBe(true);
      expect(await subscriptionsOf(parent)).toHaveLength(1);
      expect(await paymentsOf(parent)).toHaveLength(1);
    });
  });

  describe('paying for a plan the user holds already (two checkouts were open)', () => {
    const summary = async (user: TestUser, sessionId: string) =>
      (
        await t.app().inject({
          method: 'GET',
          url: buildUrl(sandboxCheckoutApiPaths.session, { sessionId }),
          headers: user.headers(),
        })
      ).json<SandboxCheckoutSession>();
    const twoPlusCheckouts = (user: TestUser) =>
      twoOpenCheckoutsOf(t.app(), user, roleIds.Parent, 'kinderwait-plus', 'subscription');

    it('refuses the second payment with 409 already_subscribed: nothing charged, the checkout closed', async () => {
      const parent = await newParent();
      const [first, second] = await twoPlusCheckouts(parent);
      expect((await paySandbox(t.app(), parent, first)).statusCode).toBe(200);
      const refused = await paySandbox(t.app(), parent, second);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'already_subscribed',
        message: 'You already have KinderWait Plus',
      });
      expect(await subscriptionsOf(parent)).toHaveLength(1);
      expect((await paymentsOf(parent)).map((payment) => payment.id)).toEqual([first]);
      expect(await summary(parent, second)).toMatchObject({
        status: 'canceled',
        refusal: 'already_subscribed',
      });
      const again = await paySandbox(t.app(), parent, second);
      expect(again.json()).toMatchObject({ code: 'checkout_session_closed' });
    });

    it('refuses it at the second step a card asks for, too', async () => {
      const parent = await newParent();
      const [first, second] = await twoPlusCheckouts(parent);
      await paySandbox(t.app(), parent, second, sandboxTestCards.requiresAuthentication);
      expect((await paySandbox(t.app(), parent, first)).statusCode).toBe(200);
      const confirmed = await post(
        t.app(),
        buildUrl(sandboxCheckoutApiPaths.confirm, { sessionId: second }),
        undefined,
        parent.headers(),
      );
      expect(confirmed.statusCode).toBe(409);
      expect(confirmed.json()).toMatchObject({ code: 'already_subscribed' });
      expect(await subscriptionsOf(parent)).toHaveLength(1);
      expect(await paymentsOf(parent)).toHaveLength(1);
    });

    it('applies one of two payments made at once and refuses the other, every time', async () => {
      for (let round = 0; round < 3; round += 1) {
        const parent = await newParent();
        const ids = await twoPlusCheckouts(parent);
        const paid = await Promise.all(ids.map((id) => paySandbox(t.app(), parent, id)));
        expect(paid.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        expect(paid.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
          code: 'already_subscribed',
        });
        expect(await subscriptionsOf(parent)).toHaveLength(1);
        expect(await paymentsOf(parent)).toHaveLength(1);
      }
    });

    it('holds for Voice Assistant Setup, paid once and listed as a subscription', async () => {
      const provider = await signUp(t.app(), { roles: ['Licenced'] });
      const ids = await twoOpenCheckoutsOf(
        t.app(),
        provider,
        roleIds.Licenced,
        'voice-assistant-setup',
        'payment',
      );
      const paid = await Promise.all(ids.map((id) => paySandbox(t.app(), provider, id)));
      expect(paid.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await subscriptionsOf(provider)).toEqual([
        expect.objectContaining({ name: 'Voice Assistant Setup' }),
      ]);
    });

    it('sells the plan again once the one held has lapsed', async () => {
      const time = createTestClock(new Date('2026-03-02T15:00:00Z'));
      const app = await t.buildApp({ clock: time.clock });
      const parent = await signUp(app, { roles: ['Parent'] });
      await buyInSandbox(app, parent, roleIds.Parent, ['kinderwait-plus'], 'subscription');
      // A sandbox subscription does not renew: it lapses a day after its month.
      time.advance(31 * dayMs + dayMs + 1);
      const later = await signUp(app, { email: parent.email });
      expect(await subscriptionsOf(later, app)).toEqual([]);
      await buyInSandbox(app, later, roleIds.Parent, ['kinderwait-plus'], 'subscription');
      expect(await subscriptionsOf(later, app)).toHaveLength(1);
    });
  });
});
