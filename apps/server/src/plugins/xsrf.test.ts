import { commonErrorCodes, specMessages, xsrf } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../app/build-app.ts';
import { createFakeWebDist } from '../test/fake-web-dist.ts';
import { forEachDatabase, xsrfHeaders } from '../test/test-app.ts';

const testRoutes = (app: App): void => {
  app.post('/api/test/write', () => ({ written: true }));
  app.put('/api/test/write', () => ({ written: true }));
  app.patch('/api/test/write', () => ({ written: true }));
  app.delete('/api/test/write', () => ({ written: true }));
  app.post('/api/test/webhook', { config: { xsrfExempt: true } }, () => ({ received: true }));
};

const refusal = {
  message: specMessages.invalidAntiForgeryToken,
  code: commonErrorCodes.invalidAntiForgeryToken,
};

forEachDatabase(
  (t) => {
    describe('the XSRF-TOKEN cookie', () => {
      it('is set, readable by scripts, SameSite=Lax on path /, for a client without one', async () => {
        const response = await t.app().inject({ method: 'GET', url: '/api/health' });
        const cookie = response.cookies.find((c) => c.name === xsrf.cookieName);
        expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
        expect(cookie?.httpOnly).toBeUndefined();
        expect(cookie?.secure).toBeUndefined();
        expect(cookie?.value).toMatch(/^[\w-]{40,}\.[\w-]{40,}$/);
      });

      it('is random per client', async () => {
        const tokens = await Promise.all(
          [1, 2].map(async () => (await xsrfHeaders(t.app()))[xsrf.headerName]),
        );
        expect(tokens[0]).not.toBe(tokens[1]);
      });

      it('is not set again for a client that has a genuine one', async () => {
        const headers = await xsrfHeaders(t.app());
        const response = await t.app().inject({
          method: 'GET',
          url: '/api/health',
          headers: { cookie: headers.cookie },
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      });

      it('is replaced when the client has a forged one', async () => {
        const response = await t.app().inject({
          method: 'GET',
          url: '/api/health',
          headers: { cookie: `${xsrf.cookieName}=made-up.value` },
        });
        expect(response.cookies.map((c) => c.name)).toContain(xsrf.cookieName);
      });

      it('is Secure in production', async () => {
        const app = await t.buildApp({
          env: {
            NODE_ENV: 'production',
            JWT_SECRET: 'j'.repeat(40),
            COOKIE_SECRET: 'c'.repeat(40),
            SMTP_URL: 'smtp://mail.example.com',
            STRIPE_SECRET_KEY: 'sk_test_production0configuration',
            STRIPE_WEBHOOK_SECRET: 'whsec_production0configuration',
            TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
            TWILIO_AUTH_TOKEN: 'production0twilio0token',
            TWILIO_FROM_NUMBER: '+14165550100',
          },
        });
        const response = await app.inject({ method: 'GET', url: '/api/health' });
        expect(response.cookies.find((c) => c.name === xsrf.cookieName)?.secure).toBe(true);
      });

      it('comes with a refused write, so the client can retry', async () => {
        const response = await t.app().inject({ method: 'POST', url: '/api/test/write' });
        expect(response.statusCode).toBe(403);
        expect(response.cookies.map((c) => c.name)).toContain(xsrf.cookieName);
      });

      it('is set with pages but never with static files that shared caches keep', async () => {
        const dist = await createFakeWebDist();
        try {
          const app = await t.buildApp({ env: { WEB_DIST_DIR: dist.dir } });
          const cookieNames = async (url: string) => {
            const response = await app.inject({ method: 'GET', url });
            expect(response.statusCode).toBe(200);
            return response.cookies.map((c) => c.name);
          };
          for (const url of ['/assets/index-3f2a1b.js', '/favicon.svg', '/robots.txt']) {
            expect(await cookieNames(url)).toEqual([]);
          }
          for (const url of ['/', '/about', '/waitlist']) {
            expect(await cookieNames(url)).toContain(xsrf.cookieName);
          }
        } finally {
          await dist.remove();
        }
      });
    });

    describe('write calls', () => {
      it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
        'refuse %s without the header with 403',
        async (method) => {
          const { cookie } = await xsrfHeaders(t.app());
          const response = await t.app().inject({
            method,
            url: '/api/test/write',
            headers: { cookie },
          });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual(refusal);
        },
      );

      it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
        'accept %s when the header equals the cookie',
        async (method) => {
          const response = await t.app().inject({
            method,
            url: '/api/test/write',
            headers: await xsrfHeaders(t.app()),
          });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ written: true });
        },
      );

      it('are refused when the header differs from the cookie', async () => {
        const mine = await xsrfHeaders(t.app());
        const other = await xsrfHeaders(t.app());
        const response = await t.app().inject({
          method: 'POST',
          url: '/api/test/write',
          headers: { cookie: mine.cookie, [xsrf.headerName]: other[xsrf.headerName] ?? '' },
        });
        expect(response.statusCode).toBe(403);
      });

      it('are refused with a header but no cookie', async () => {
        const { [xsrf.headerName]: token = '' } = await xsrfHeaders(t.app());
        const response = await t.app().inject({
          method: 'POST',
          url: '/api/test/write',
          headers: { [xsrf.headerName]: token },
        });
        expect(response.statusCode).toBe(403);
      });

      it('are refused when cookie and header carry the same token we did not sign', async () => {
        // A cookie planted by another site on a sibling domain, echoed in the header.
        const planted = 'attacker-chosen-nonce.attacker-chosen-signature';
        const response = await t.app().inject({
          method: 'POST',
          url: '/api/test/write',
          headers: { cookie: `${xsrf.cookieName}=${planted}`, [xsrf.headerName]: planted },
        });
        expect(response.statusCode).toBe(403);
      });

      it('are accepted without a token on routes declared xsrfExempt', async () => {
        const response = await t.app().inject({ method: 'POST', url: '/api/test/webhook' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ received: true });
      });

      it('refuse a token signed with another secret', async () => {
        const other = await t.buildApp({
          env: { COOKIE_SECRET: 'another-secret-of-at-least-32-characters' },
          setup: testRoutes,
        });
        const headers = await xsrfHeaders(t.app());
        const write = { method: 'POST', url: '/api/test/write', headers } as const;
        expect((await t.app().inject(write)).statusCode).toBe(200);
        expect((await other.inject(write)).statusCode).toBe(403);
      });
    });
  },
  { setup: testRoutes },
);
