import type { Subscription, SubscriptionsResponse } from '@kinderwait/contract';
import { buildUrl, roleIds, subscriptionsApiPaths, usersApiPaths } from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayMs } from '../../../clock.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { post, signUp, testOrigin } from '../../../test/accounts.ts';
import { buyInSandbox } from '../../../test/checkout.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { addMonthUtc } from '../sandbox-checkout/sandbox-checkout.service.ts';

const time = createTestClock(new Date('2026-01-31T18:00:00Z'));

describe('addMonthUtc', () => {
  it('keeps the day of the month, or the last day of a shorter month, as Stripe does', () => {
    const next = (iso: string): string => addMonthUtc(new Date(iso)).toISOString();
    expect(next('2026-01-31T18:00:00.000Z')).toBe('2026-02-28T18:00:00.000Z');
    expect(next('2028-01-31T18:00:00.000Z')).toBe('2028-02-29T18:00:00.000Z');
    expect(next('2026-12-15T08:30:00.000Z')).toBe('2027-01-15T08:30:00.000Z');
  });
});

forEachDatabase(
  (t) => {
    let parent: TestUser;
    let provider: TestUser;
    let plus: Subscription;
    let setup: Subscription;
    let bought: Date;

    const subscriptionsOf = async (user: TestUser): Promise<Subscription[]> =>
      (
        await t.app().inject({
          method: 'GET',
          url: buildUrl(usersApiPaths.userSubscriptions, { email: user.email }),
          headers: user.headers(),
        })
      ).json<SubscriptionsResponse>().items;
    const act = (user: TestUser, path: string, subscriptionId: string) =>
      post(t.app(), buildUrl(path, { subscriptionId }), undefined, user.headers(roleIds.Parent));

    beforeAll(async () => {
      bought = time.clock();
      parent = await signUp(t.app(), { roles: ['Parent'] });
      provider = await signUp(t.app(), { roles: ['Licenced'] });
      await buyInSandbox(t.app(), parent, roleIds.Parent, ['kinderwait-plus'], 'subscription');
      await buyInSandbox(t.app(), provider, roleIds.Licenced, ['voice-assistant-setup']);
      const [parentsPlan] = await subscriptionsOf(parent);
      const [providersSetup] = await subscriptionsOf(provider);
      if (parentsPlan === undefined || providersSetup === undefined) throw new Error('not bought');
      plus = parentsPlan;
      setup = providersSetup;
    });

    it('runs a sandbox subscription for a calendar month', () => {
      expect(plus).toMatchObject({
        name: 'KinderWait Plus',
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: addMonthUtc(bought).toISOString(),
      });
    });

    it('cancels at the end of the period paid, and resumes while it lasts', async () => {
      const cancelled = await act(parent, subscriptionsApiPaths.cancel, plus.id);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        id: plus.id,
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: plus.currentPeriodEnd,
      });
      expect((await act(parent, subscriptionsApiPaths.cancel, plus.id)).statusCode).toBe(200);
      expect(await subscriptionsOf(parent)).toEqual([
        expect.objectContaining({ cancelAtPeriodEnd: true }),
      ]);
      const resumed = await act(parent, subscriptionsApiPaths.resume, plus.id);
      expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false });
    });

    it('refuses to cancel a one-off purchase with 409', async () => {
      const response = await post(
        t.app(),
        buildUrl(subscriptionsApiPaths.cancel, { subscriptionId: setup.id }),
        undefined,
        provider.headers(roleIds.Licenced),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'subscription_not_cancellable' });
    });

    it("answers another user's subscription with 404, as one that does not exist", async () => {
      const theirs = await act(parent, subscriptionsApiPaths.cancel, setup.id);
      expect(theirs.statusCode).toBe(404);
      const unknown = await act(
        parent,
        subscriptionsApiPaths.cancel,
        '0f9d4a52-7c3b-4b7e-8a51-2b6c1d0e9f33',
      );
      expect(unknown.body).toBe(theirs.body);
      expect(
        (await post(t.app(), buildUrl(subscriptionsApiPaths.cancel, { subscriptionId: plus.id })))
          .statusCode,
      ).toBe(401);
    });

    it('has no customer portal in the sandbox (409)', async () => {
      const response = await post(
        t.app(),
        subscriptionsApiPaths.customerPortal,
        { returnUrl: `${testOrigin}/user-profile` },
        parent.headers(roleIds.Parent),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'customer_portal_unavailable' });
    });

    it('lapses a day after its period ends (the sandbox does not renew); a one-off purchase does not', async () => {
      await act(parent, subscriptionsApiPaths.cancel, plus.id);
      const end = new Date(plus.currentPeriodEnd ?? '');
      time.advance(end.getTime() - time.clock().getTime() + dayMs - 60_000);
      const [parentAgain, providerAgain] = [
        await signUp(t.app(), { email: parent.email }),
        await signUp(t.app(), { email: provider.email }),
      ];
      expect(await subscriptionsOf(parentAgain)).toHaveLength(1);
      time.advance(2 * 60_000);
      const later = await signUp(t.app(), { email: parent.email });
      expect(await subscriptionsOf(later)).toEqual([]);
      expect(await subscriptionsOf(providerAgain)).toEqual([
        expect.objectContaining({ name: 'Voice Assistant Setup', currentPeriodEnd: null }),
      ]);
    });
  },
  { clock: time.clock },
);
