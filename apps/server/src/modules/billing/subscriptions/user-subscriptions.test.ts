import type { SubscriptionsResponse } from '@kinderwait/contract';
import { buildUrl, roleIds, usersApiPaths } from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app/build-app.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp, signUpParentStrangerAdmin, userNotFoundBody } from '../../../test/accounts.ts';
import { buyInSandbox } from '../../../test/checkout.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

const subscriptionsUrl = (email: string) => buildUrl(usersApiPaths.userSubscriptions, { email });

const get = (app: App, url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });

forEachDatabase((t) => {
  let parent: TestUser;
  let stranger: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ parent, stranger, admin } = await signUpParentStrangerAdmin(t.app()));
  });

  describe('GET /api/users/{email}/subscriptions', () => {
    it('returns an empty list for oneself, whatever the case of the email', async () => {
      const response = await get(
        t.app(),
        subscriptionsUrl(parent.email.toUpperCase()),
        parent.headers(roleIds.Parent),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [] });
    });

    it('lists what the user bought through checkout', async () => {
      const subscriber = await signUp(t.app(), { roles: ['Licenced'] });
      await buyInSandbox(t.app(), subscriber, roleIds.Licenced, ['voice-assistant-setup']);
      const response = await get(t.app(), subscriptionsUrl(subscriber.email), subscriber.headers());
      const { items } = response.json<SubscriptionsResponse>();
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        name: 'Voice Assistant Setup',
        productCode: 'voice-assistant-setup',
        status: 'active',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      });
      expect(items[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("answers another user's email with 404, as for an unknown one", async () => {
      const other = await get(t.app(), subscriptionsUrl(stranger.email), parent.headers());
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(userNotFoundBody);
      const unknown = await get(t.app(), subscriptionsUrl('ghost@example.com'), parent.headers());
      expect(unknown.body).toBe(other.body);
    });

    it('lets the SuperAdmin role read them', async () => {
      const response = await get(
        t.app(),
        subscriptionsUrl(parent.email),
        admin.headers(roleIds.SuperAdmin),
      );
      expect(response.statusCode).toBe(200);
    });

    it('answers a malformed email with 400, no token with 401, a role not held with 403', async () => {
      expect((await get(t.app(), subscriptionsUrl('nope'), parent.headers())).statusCode).toBe(400);
      expect((await get(t.app(), subscriptionsUrl(parent.email), {})).statusCode).toBe(401);
      expect(
        (await get(t.app(), subscriptionsUrl(parent.email), parent.headers(roleIds.BabySitter)))
          .statusCode,
      ).toBe(403);
    });
  });
});
