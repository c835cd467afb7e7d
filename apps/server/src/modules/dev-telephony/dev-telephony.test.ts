import type { TelephonyLogEntry } from '@kinderwait/contract';
import {
  buildUrl,
  commonErrorCodes,
  commonErrorMessages,
  devTelephonyApiPaths,
  devTelephonyPagePath,
} from '@kinderwait/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { createSandboxTelephony } from '../../integrations/telephony/sandbox-telephony.ts';
import type { FakeWebDist } from '../../test/fake-web-dist.ts';
import { createFakeWebDist } from '../../test/fake-web-dist.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { telephonyLogPageSize } from './dev-telephony.service.ts';

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

let numberCounter = 0;
/** A number no other test of this file texted or called. */
function uniqueNumber(): string {
  numberCounter += 1;
  return `+1416555${String(1000 + numberCounter).padStart(4, '0')}`;
}

forEachDatabase((t) => {
  const log = async (app: App, to?: string): Promise<TelephonyLogEntry[]> => {
    const response = await app.inject({
      method: 'GET',
      url: buildUrl(devTelephonyApiPaths.log, {}, { to }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TelephonyLogEntry[]>();
  };

  const sandbox = (at = new Date()) => createSandboxTelephony(t.app().db, () => at);

  describe('GET /api/dev/telephony', () => {
    it('returns texts and calls newest first, a call’s script as text', async () => {
      const to = uniqueNumber();
      const at = new Date('2026-11-24T15:00:00Z');
      await sandbox(at).sendText({ to, body: 'first' });
      await sandbox(at).placeCall({
        to,
        extension: '163',
        script: [{ say: 'Hello.' }, { pauseSeconds: 2 }, { say: 'Your code is: 1, 2.' }],
      });

      expect(await log(t.app(), to)).toEqual([
        {
          kind: 'call',
          to,
          extension: '163',
          text: 'Hello.\n[pause 2 s]\nYour code is: 1, 2.',
          createdAt: at.toISOString(),
        },
        { kind: 'sms', to, extension: null, text: 'first', createdAt: at.toISOString() },
      ]);
    });

    it.each([
      ['E.164', (n: string) => n],
      ['the national format', (n: string) => `(${n.slice(2, 5)}) ${n.slice(5, 8)}-${n.slice(8)}`],
      ['digits whose + a query string turned into a space', (n: string) => ` ${n.slice(1)}`],
    ])('filters by number given in %s', async (_format, format) => {
      const to = uniqueNumber();
      await sandbox().sendText({ to, body: 'for this number' });
      await sandbox().sendText({ to: uniqueNumber(), body: 'for another' });
      const response = await t.app().inject({
        method: 'GET',
        url: `${devTelephonyApiPaths.log}?to=${encodeURIComponent(format(to)).replace('%20', '+')}`,
      });
      expect(response.json<TelephonyLogEntry[]>().map((entry) => entry.text)).toEqual([
        'for this number',
      ]);
    });

    it(`returns at most ${String(telephonyLogPageSize)} entries`, async () => {
      const to = uniqueNumber();
      for (let index = 0; index < telephonyLogPageSize + 3; index++) {
        await sandbox().sendText({ to, body: `message ${String(index)}` });
      }
      const entries = await log(t.app(), to);
      expect(entries).toHaveLength(telephonyLogPageSize);
      expect(entries[0]?.text).toBe(`message ${String(telephonyLogPageSize + 2)}`);
    });

    it('answers 400 for something that is not a phone number', async () => {
      const response = await t.app().inject({
        method: 'GET',
        url: buildUrl(devTelephonyApiPaths.log, {}, { to: 'call me' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/querystring\.to/);
    });

    it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
      'answers a client on this machine (%s)',
      async (remoteAddress) => {
        const response = await t.app().inject({
          method: 'GET',
          url: devTelephonyApiPaths.log,
          remoteAddress,
        });
        expect(response.statusCode).toBe(200);
      },
    );

    it.each(['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1'])(
      'is a 404 for a client on another machine (%s), as if it did not exist',
      async (remoteAddress) => {
        const response = await t.app().inject({
          method: 'GET',
          url: devTelephonyApiPaths.log,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: commonErrorMessages.notFound,
          code: commonErrorCodes.notFound,
        });
      },
    );
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

    it('does not have the telephony log API at all', async () => {
      const response = await production.inject({ method: 'GET', url: devTelephonyApiPaths.log });
      expect(response.statusCode).toBe(404);
      const docs = await production.inject({ method: 'GET', url: '/api/docs/json' });
      expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain(
        devTelephonyApiPaths.log,
      );
    });

    it('answers the telephony page with 404 instead of the web app', async () => {
      const response = await production.inject({ method: 'GET', url: devTelephonyPagePath });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('spa shell');
      const development = await t.buildApp({ env: { WEB_DIST_DIR: web.dir } });
      const page = await development.inject({ method: 'GET', url: devTelephonyPagePath });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('spa shell');
    });
  });
});
