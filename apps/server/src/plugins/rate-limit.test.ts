import {
  commonErrorCodes,
  eventStatisticsApiPaths,
  roleIds,
  tooManyRequestsMessage,
  usersApiPaths,
} from '@kinderwait/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../app/build-app.ts';
import { bearerHeaders, freshAddress, signUp } from '../test/accounts.ts';
import { createFakeWebDist } from '../test/fake-web-dist.ts';
import { forEachDatabase, xsrfHeaders } from '../test/test-app.ts';

const testRoutes = (app: App): void => {
  app.get('/api/test/default-limit', () => ({ ok: true }));
  app.get('/api/test/tight-limit', { config: { rateLimit: { max: 1 } } }, () => ({ ok: true }));
};

async function statusesOf(app: App, url: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push((await app.inject({ method: 'GET', url })).statusCode);
  return statuses;
}

forEachDatabase((t) => {
  describe('the default rate limit', () => {
    it('answers 429 with the uniform error body once RATE_LIMIT_MAX per minute is used', async () => {
      const app = await t.buildApp({ env: { RATE_LIMIT_MAX: '3' }, setup: testRoutes });
      expect(await statusesOf(app, '/api/test/default-limit', 3)).toEqual([200, 200, 200]);

      const limited = await app.inject({ method: 'GET', url: '/api/test/default-limit' });

      expect(limited.statusCode).toBe(429);
      const body = limited.json<{ message: string; code: string }>();
      expect(body.code).toBe(commonErrorCodes.rateLimited);
      expect(body.message).toMatch(/^Too many requests, please try again in \d+ seconds?\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(body.message).toBe(tooManyRequestsMessage(Number(limited.headers['retry-after'])));
    });

    it('counts each client IP separately', async () => {
      const app = await t.buildApp({ env: { RATE_LIMIT_MAX: '1' }, setup: testRoutes });
      const from = (remoteAddress: string) =>
        app.inject({ method: 'GET', url: '/api/test/default-limit', remoteAddress });
      expect((await from('203.0.113.1')).statusCode).toBe(200);
      expect((await from('203.0.113.1')).statusCode).toBe(429);
      expect((await from('203.0.113.2')).statusCode).toBe(200);
    });

    it('can be tuned per route through route config', async () => {
      const app = await t.buildApp({ env: { RATE_LIMIT_MAX: '100' }, setup: testRoutes });
      expect(await statusesOf(app, '/api/test/tight-limit', 2)).toEqual([200, 429]);
    });

    it('counts requests refused for their token, their role or the anti-forgery check, before those checks run', async () => {
      const app = await t.buildApp({ env: { RATE_LIMIT_MAX: '3' } });
      const user = await signUp(app, { roles: ['Parent'] });
      const refused: Record<string, Omit<InjectOptions, 'remoteAddress'>> = {
        'a forged token': {
          method: 'GET',
          url: usersApiPaths.getUserInfo,
          headers: bearerHeaders(`${user.token.accessToken}x`),
        },
        'a role not held': {
          method: 'GET',
          url: usersApiPaths.getUserInfo,
          headers: user.headers(roleIds.SuperAdmin),
        },
        'no anti-forgery header': {
          method: 'POST',
          url: eventStatisticsApiPaths.collect,
          headers: user.headers(),
          payload: { eventType: 'feature_unavailable_click', feature: 'Booking' },
        },
      };
      for (const [refusal, request] of Object.entries(refused)) {
        const remoteAddress = freshAddress();
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          statuses.push((await app.inject({ ...request, remoteAddress })).statusCode);
        }
        expect(statuses.slice(0, 3), refusal).toSatisfy((first: number[]) =>
          first.every((status) => status === 401 || status === 403),
        );
        expect(statuses[3], refusal).toBe(429);
        // Once limited, even a good request from that IP waits, with the usual headers.
        const good = await app.inject({
          method: 'POST',
          url: eventStatisticsApiPaths.collect,
          headers: { ...user.headers(), ...(await xsrfHeaders(app)) },
          payload: { eventType: 'feature_unavailable_click', feature: 'Booking' },
          remoteAddress,
        });
        expect(good.statusCode, refusal).toBe(429);
        expect(Number(good.headers['retry-after'])).toBeGreaterThan(0);
        expect(good.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('also limits the 404 handler, so routes cannot be probed cheaply', async () => {
      const app = await t.buildApp({ env: { RATE_LIMIT_MAX: '2' } });
      expect(await statusesOf(app, '/api/probe', 3)).toEqual([404, 404, 429]);
    });

    it('leaves out pages and static files, which one page load asks for by the dozen', async () => {
      const dist = await createFakeWebDist();
      try {
        const app = await t.buildApp({
          env: { RATE_LIMIT_MAX: '3', WEB_DIST_DIR: dist.dir },
          setup: testRoutes,
        });
        const webUrls = [
          '/',
          '/about',
          '/about/',
          '/waitlist/children',
          '/error/404/Not%20found',
          '/assets/index-3f2a1b.js',
          '/favicon.svg',
          '/robots.txt',
          '/sitemap.xml',
        ];
        for (let round = 0; round < 5; round++) {
          for (const url of webUrls) {
            const response = await app.inject({ method: 'GET', url });
            expect(response.statusCode, url).toBeLessThan(400);
          }
        }
        expect(await statusesOf(app, '/api/test/default-limit', 4)).toEqual([200, 200, 200, 429]);
        // A missing file ends in the 404 handler, which stays limited.
        expect((await app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(429);
      } finally {
        await dist.remove();
      }
    });
  });
});

describe('tooManyRequestsMessage', () => {
  it('says how long to wait, in the singular for one second', () => {
    expect(tooManyRequestsMessage(1)).toBe('Too many requests, please try again in 1 second.');
    expect(tooManyRequestsMessage(42)).toBe('Too many requests, please try again in 42 seconds.');
  });
});
