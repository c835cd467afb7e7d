import {
  buildUrl,
  conversationsApiPaths,
  conversationsErrorCodes,
  roleIds,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase, xsrfHeaders } from '../../test/test-app.ts';

/** The daily assistant budget (cost guard): counted in the database, per user and Toronto day. */
forEachDatabase((t) => {
  const suffix = String(roleIds.Licenced);
  const conversationUrl = `${buildUrl(conversationsApiPaths.conversation, { feature: 'broadcast' })}?conversationNameSuffix=${suffix}`;
  const send = (user: TestUser, body: Record<string, unknown>, app: App) =>
    sendJson(app, 'POST', conversationsApiPaths.message, body, user.headers(roleIds.Licenced));

  describe('the daily assistant budget', () => {
    it('answers 429 once the day’s messages are spent, and deleting the conversation gives none back', async () => {
      const app = await t.buildApp({ env: { AI_DAILY_MESSAGE_LIMIT: '2' } });
      const user = await signUp(app, { roles: ['Licenced'] });
      const body = { content: 'Hi', feature: 'broadcast', conversationNameSuffix: suffix };
      expect((await send(user, body, app)).statusCode).toBe(200);
      expect((await send(user, body, app)).statusCode).toBe(200);
      await app.inject({
        method: 'DELETE',
        url: conversationUrl,
        headers: { ...(await xsrfHeaders(app)), ...user.headers() },
      });
      const spent = await send(user, body, app);
      expect(spent.statusCode).toBe(429);
      expect(spent.json()).toEqual({
        code: conversationsErrorCodes.assistantBudgetSpent,
        message:
          "You have reached today's assistant limit (2 messages or 200000 tokens a day). It renews at midnight, Toronto time.",
      });
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
      // Another user's budget is their own.
      const other = await signUp(app, { roles: ['Licenced'] });
      expect((await send(other, body, app)).statusCode).toBe(200);
    });

    it('answers 429 once the day’s tokens are spent', async () => {
      const app = await t.buildApp({ env: { AI_DAILY_TOKEN_LIMIT: '5' } });
      const user = await signUp(app, { roles: ['Licenced'] });
      const body = { content: 'Hi', feature: 'broadcast', conversationNameSuffix: suffix };
      expect((await send(user, body, app)).statusCode).toBe(200);
      expect((await send(user, body, app)).statusCode).toBe(429);
    });

    it('lets no more messages through than the limit when they arrive together', async () => {
      const app = await t.buildApp({ env: { AI_DAILY_MESSAGE_LIMIT: '2' } });
      const user = await signUp(app, { roles: ['Licenced'] });
      const body = { content: 'Hi', feature: 'broadcast', conversationNameSuffix: suffix };
      const responses = await Promise.all(Array.from({ length: 5 }, () => send(user, body, app)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
    });
  });
});
