import type { UsageItem, UsageResponse } from '@kinderwait/contract';
import { parseLimitReachedDetail, roleIds, UsageKind, usageApiPaths } from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app/build-app.ts';
import { dayMs } from '../../clock.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { buyInSandbox } from '../../test/checkout.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { usageWindow } from './usage-periods.ts';

const time = createTestClock(new Date('2026-11-23T15:00:00Z'));
const consumeUrl = '/api/test/usage/consume';

/** What another module does before a counted action: `usage.consume` (here behind a test route). */
function withConsumeRoute(app: App): void {
  app.post(
    consumeUrl,
    {
      config: { xsrfExempt: true },
      schema: {
        body: z.object({ userId: z.uuid(), kind: UsageKind, amount: z.number().int().min(1) }),
      },
    },
    (request) =>
      app.services.usage.consume(request.body.userId, request.body.kind, request.body.amount),
  );
}

const consume = (app: App, user: TestUser, kind: UsageKind, amount = 1) =>
  app.inject({ method: 'POST', url: consumeUrl, payload: { userId: user.id, kind, amount } });

forEachDatabase(
  (t) => {
    const usageOf = async (user: TestUser): Promise<UsageItem[]> => {
      // Signed in now: the clock may have moved past an earlier token's lifetime.
      const fresh = await signUp(t.app(), { email: user.email });
      const response = await t.app().inject({
        method: 'GET',
        url: usageApiPaths.usage,
        headers: fresh.headers(),
      });
      expect(response.statusCode).toBe(200);
      return response.json<UsageResponse>().items;
    };

    it('shows the free allowance of every kind, what is used and when each renews', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent'] });
      const day = usageWindow('day', time.clock()).end.toISOString();
      const month = usageWindow('month', time.clock()).end.toISOString();
      expect(await usageOf(parent)).toEqual([
        {
          kind: 'assistantMessage',
          period: 'day',
          limit: 30,
          used: 0,
          remaining: 30,
          renewsAt: day,
        },
        { kind: 'broadcast', period: 'month', limit: 1, used: 0, remaining: 1, renewsAt: month },
        { kind: 'voiceMinute', period: 'month', limit: 0, used: 0, remaining: 0, renewsAt: month },
        {
          kind: 'voiceTestMinute',
          period: 'month',
          limit: 30,
          used: 0,
          remaining: 30,
          renewsAt: month,
        },
      ]);
    });

    it('counts up to the limit, then answers 402 limit_reached saying what ran out and when it renews', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent'] });
      expect((await consume(t.app(), parent, 'assistantMessage', 29)).json()).toMatchObject({
        used: 29,
        remaining: 1,
      });
      expect((await consume(t.app(), parent, 'assistantMessage')).statusCode).toBe(200);
      const refused = await consume(t.app(), parent, 'assistantMessage');
      expect(refused.statusCode).toBe(402);
      const body = refused.json<{ message: string; code: string; detail: string }>();
      expect(body).toMatchObject({
        code: 'limit_reached',
        message: 'You have used all 30 assistant messages your plan includes a day.',
      });
      expect(parseLimitReachedDetail(body.detail)).toEqual({
        kind: 'assistantMessage',
        renewsAt: usageWindow('day', time.clock()).end.toISOString(),
      });
      // More than what is left is refused whole: nothing is counted.
      expect((await consume(t.app(), parent, 'broadcast', 2)).statusCode).toBe(402);
      expect((await consume(t.app(), parent, 'voiceMinute')).statusCode).toBe(402);
      const items = await usageOf(parent);
      expect(items.map(({ kind, used }) => ({ kind, used }))).toEqual([
        { kind: 'assistantMessage', used: 30 },
        { kind: 'broadcast', used: 0 },
        { kind: 'voiceMinute', used: 0 },
        { kind: 'voiceTestMinute', used: 0 },
      ]);
    });

    it('renews at local midnight for a daily kind', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent'] });
      await consume(t.app(), parent, 'assistantMessage', 30);
      expect((await consume(t.app(), parent, 'assistantMessage')).statusCode).toBe(402);
      const renewsAt = usageWindow('day', time.clock()).end;
      time.advance(renewsAt.getTime() - time.clock().getTime());
      expect((await consume(t.app(), parent, 'assistantMessage')).statusCode).toBe(200);
    });

    it('gives a paid plan its larger limits while it is active', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent'] });
      await buyInSandbox(t.app(), parent, roleIds.Parent, ['kinderwait-plus'], 'subscription');
      const provider = await signUp(t.app(), { roles: ['Licenced'] });
      await buyInSandbox(
        t.app(),
        provider,
        roleIds.Licenced,
        ['voice-assistant-phone-number'],
        'subscription',
      );
      const limits = (items: UsageItem[]) => items.map(({ kind, limit }) => ({ kind, limit }));
      expect(limits(await usageOf(parent))).toEqual([
        { kind: 'assistantMessage', limit: 300 },
        { kind: 'broadcast', limit: 5 },
        { kind: 'voiceMinute', limit: 0 },
        { kind: 'voiceTestMinute', limit: 30 },
      ]);
      expect(limits(await usageOf(provider))).toEqual([
        { kind: 'assistantMessage', limit: 100 },
        { kind: 'broadcast', limit: 1 },
        { kind: 'voiceMinute', limit: 300 },
        { kind: 'voiceTestMinute', limit: 30 },
      ]);
      // A month and two days later the sandbox subscription has lapsed: back to the free plan.
      time.advance(33 * dayMs);
      expect(limits(await usageOf(parent))[1]).toEqual({ kind: 'broadcast', limit: 1 });
    });

    describe('under concurrency', () => {
      let second: App;
      beforeAll(async () => {
        second = await t.buildApp({ setup: withConsumeRoute, clock: time.clock });
      });

      it('never lets requests at once through two app instances pass the limit together', async () => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        await buyInSandbox(t.app(), parent, roleIds.Parent, ['kinderwait-plus'], 'subscription');
        const responses = await Promise.all(
          Array.from({ length: 24 }, (_, index) =>
            consume(index % 2 === 0 ? t.app() : second, parent, 'broadcast'),
          ),
        );
        const statuses = responses.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 200)).toHaveLength(5);
        expect(statuses.filter((status) => status === 402)).toHaveLength(19);
        const used = responses
          .filter((response) => response.statusCode === 200)
          .map((response) => response.json<UsageItem>().used)
          .sort((a, b) => a - b);
        expect(used).toEqual([1, 2, 3, 4, 5]);
        expect((await usageOf(parent))[1]).toMatchObject({ used: 5, remaining: 0 });
      });
    });

    it('answers GET /api/usage without a token with 401', async () => {
      expect((await t.app().inject({ method: 'GET', url: usageApiPaths.usage })).statusCode).toBe(
        401,
      );
    });
  },
  { setup: withConsumeRoute, clock: time.clock },
);
