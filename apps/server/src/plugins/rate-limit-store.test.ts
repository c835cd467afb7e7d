import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../app/build-app.ts';
import { forEachDatabase } from '../test/test-app.ts';
import { rateLimitPlugin } from './rate-limit.ts';

const testRoute = (app: App): void => {
  app.get('/api/test/limited', () => ({ ok: true }));
};

/** An address of the documentation range no other run of this test uses at the same time. */
function randomClientIp(): string {
  return `198.51.${String(randomInt(0, 256))}.${String(randomInt(1, 255))}`;
}

const redisUrl = process.env.TEST_REDIS_URL;

forEachDatabase((t) => {
  // Needs a Redis server; .ci/run provides the local one as TEST_REDIS_URL.
  describe.runIf(redisUrl !== undefined)('rate limits shared through REDIS_URL', () => {
    it('counts one client across several API processes', async () => {
      const env = { RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl ?? '' };
      const first = await t.buildApp({ env, setup: testRoute });
      const second = await t.buildApp({ env, setup: testRoute });
      const remoteAddress = randomClientIp();
      const from = (app: App) =>
        app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress });

      expect((await from(first)).statusCode).toBe(200);
      expect((await from(second)).statusCode).toBe(200);
      expect((await from(first)).statusCode).toBe(200);
      // The fourth request in the minute is refused whichever process it reaches.
      expect((await from(second)).statusCode).toBe(429);
      expect((await from(first)).statusCode).toBe(429);
    });
  });

  describe('an unreachable rate-limit store', () => {
    it('neither stops start-up nor refuses requests: the limits are skipped', async () => {
      const app = await t.buildApp({
        env: { RATE_LIMIT_MAX: '1', REDIS_URL: 'redis://127.0.0.1:1' },
        setup: testRoute,
      });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await app.inject({ method: 'GET', url: '/api/test/limited' });
        expect(response.statusCode).toBe(200);
      }
    });
  });
});

describe('the rate-limit plugin with Redis down', () => {
  it('warns once, not at every reconnection attempt', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(rateLimitPlugin, { max: 10, redisUrl: 'redis://127.0.0.1:1' });
    await app.ready();
    try {
      // ioredis retries after 50, 100, 150 ... ms: a few attempts fail within this wait.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const warnings = lines.filter((line) => line.msg.startsWith('rate-limit store'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.msg).toBe('rate-limit store unreachable; limits are not enforced');
    } finally {
      await app.close();
    }
  });
});
