import type { OutboxMessage } from '@kinderwait/contract';
import {
  buildUrl,
  commonErrorCodes,
  commonErrorMessages,
  devOutboxApiPaths,
  devOutboxPagePath,
} from '@kinderwait/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { createOutboxMailSender } from '../../integrations/mail/outbox-mail-sender.ts';
import { uniqueEmail } from '../../test/accounts.ts';
import type { FakeWebDist } from '../../test/fake-web-dist.ts';
import { createFakeWebDist } from '../../test/fake-web-dist.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { outboxPageSize } from './dev-outbox.service.ts';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  COOKIE_SECRET: 'c'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:9',
  STRIPE_SECRET_KEY: 'sk_test_production0configuration',
  STRIPE_WEBHOOK_SECRET: 'whsec_production0configuration',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'production0twilio0token',
  TWILIO_FROM_NUMBER: '+14165550100',
};

forEachDatabase((t) => {
  const outbox = async (app: App, to?: string): Promise<OutboxMessage[]> => {
    const response = await app.inject({
      method: 'GET',
      url: buildUrl(devOutboxApiPaths.outbox, {}, { to }),
    });
    expect(response.statusCode).toBe(200);
    return response.json<OutboxMessage[]>();
  };

  /** Mail "sent" at `at` through the embedded adapter, as the app sends it. */
  const send = (to: string, subject: string, at = new Date()) =>
    createOutboxMailSender(t.app().db, () => at).send({
      to,
      subject,
      text: `${subject} text`,
      html: `<p>${subject}</p>`,
    });

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

    it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
      'answers a client on this machine (%s)',
      async (remoteAddress) => {
        const response = await t.app().inject({
          method: 'GET',
          url: devOutboxApiPaths.outbox,
          remoteAddress,
        });
        expect(response.statusCode).toBe(200);
      },
    );

    it.each(['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1'])(
      'is a 404 for a client on another machine (%s), as if it did not exist',
      async (remoteAddress) => {
        await send(uniqueEmail('remote'), 'sign-in link');
        const response = await t.app().inject({
          method: 'GET',
          url: buildUrl(devOutboxApiPaths.outbox, {}, { to: 'not-an-email' }),
          remoteAddress,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: commonErrorMessages.notFound,
          code: commonErrorCodes.notFound,
        });
      },
    );

    it('is not fooled by a forwarded header from a proxy that is not trusted', async () => {
      const response = await t.app().inject({
        method: 'GET',
        url: devOutboxApiPaths.outbox,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
    });

    it('follows the client address a trusted proxy forwards', async () => {
      const behindProxy = await t.buildApp({ env: { TRUST_PROXY: '127.0.0.1' } });
      const through = (forwardedFor: string) =>
        behindProxy.inject({
          method: 'GET',
          url: devOutboxApiPaths.outbox,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      expect((await through('203.0.113.7')).statusCode).toBe(404);
      expect((await through('127.0.0.1')).statusCode).toBe(200);
    });

    it('answers a malformed recipient with 400', async () => {
      const response = await t.app().inject({
        method: 'GET',
        url: buildUrl(devOutboxApiPaths.outbox, {}, { to: 'not-an-email' }),
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
      const response = await production.inject({ method: 'GET', url: devOutboxApiPaths.outbox });
      expect(response.statusCode).toBe(404);
      const docs = await production.inject({ method: 'GET', url: '/api/docs/json' });
      expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain(
        devOutboxApiPaths.outbox,
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
