import type { OutboxMessage } from '@kinderwait/contract';
import { accountApiPaths, buildUrl } from '@kinderwait/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { insertOutboxMessage } from '../../integrations/mail/outbox.repository.ts';
import { uniqueEmail } from '../../test/accounts.ts';
import type { FakeWebDist } from '../../test/fake-web-dist.ts';
import { createFakeWebDist } from '../../test/fake-web-dist.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { devOutboxPagePath, outboxPageSize } from './dev-outbox.routes.ts';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  COOKIE_SECRET: 'c'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:9',
};

forEachDatabase((t) => {
  const outbox = async (app: App, to?: string): Promise<OutboxMessage[]> => {
    const response = await app.inject({
      method: 'GET',
      url: buildUrl(accountApiPaths.devOutbox, {}, { to }),
    });
    expect(response.statusCode).toBe(200);
    return response.json<OutboxMessage[]>();
  };

  const send = (to: string, subject: string, at = new Date()) =>
    insertOutboxMessage(
      t.app().db,
      { to, subject, text: `${subject} text`, html: `<p>${subject}</p>` },
      at,
    );

  describe('GET /api/dev/outbox', () => {
    it('returns the messages newest first, as a JSON array with to, subject, text, html and createdAt', async () => {
      const to = uniqueEmail();
      const at = new Date('2026-11-22T10:00:00Z');
      await send(to, 'first', at);
      await send(to, 'second', at);
      await send(to, 'third', at);

      const messages = await outbox(t.app(), to);

      expect(messages.map((message) => message.subject)).toEqual(['third', 'second', 'first']);
      expect(messages[0]).toEqual({
        to,
        subject: 'third',
        text: 'third text',
        html: '<p>third</p>',
        createdAt: at.toISOString(),
      });
    });

    it('filters by recipient, ignoring case', async () => {
      const alice = uniqueEmail('alice');
      const bob = uniqueEmail('bob');
      await send(alice, 'for alice');
      await send(bob, 'for bob');

      expect((await outbox(t.app(), alice.toUpperCase())).map((message) => message.to)).toEqual([
        alice,
      ]);
      const everyone = await outbox(t.app());
      expect(everyone.map((message) => message.subject).slice(0, 2)).toEqual([
        'for bob',
        'for alice',
      ]);
    });

    it(`returns at most ${String(outboxPageSize)} messages`, async () => {
      const to = uniqueEmail('bulk');
      for (let index = 0; index < outboxPageSize + 5; index++)
        await send(to, `message ${String(index)}`);
      const messages = await outbox(t.app(), to);
      expect(messages).toHaveLength(outboxPageSize);
      expect(messages[0]?.subject).toBe(`message ${String(outboxPageSize + 4)}`);
    });

    it('answers a malformed recipient with 400', async () => {
      const response = await t.app().inject({
        method: 'GET',
        url: buildUrl(accountApiPaths.devOutbox, {}, { to: 'not-an-email' }),
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('in production', () => {
    let web: FakeWebDist;
    let production: App;

    beforeAll(async () => {
      web = await createFakeWebDist();
      production = await t.buildApp({ env: { ...productionEnv, WEB_DIST_DIR: web.dir } });
    });

    afterAll(async () => {
      await web.remove();
    });

    it('does not have the outbox API at all', async () => {
      const response = await production.inject({ method: 'GET', url: accountApiPaths.devOutbox });
      expect(response.statusCode).toBe(404);
      const docs = await production.inject({ method: 'GET', url: '/api/docs/json' });
      expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain(
        accountApiPaths.devOutbox,
      );
    });

    it('answers the outbox page with 404 instead of the web app', async () => {
      const response = await production.inject({ method: 'GET', url: devOutboxPagePath });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('spa shell');
      // Outside production the page is the web app's, like any other page.
      const development = await t.buildApp({ env: { WEB_DIST_DIR: web.dir } });
      const page = await development.inject({ method: 'GET', url: devOutboxPagePath });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('spa shell');
    });
  });
});
