import rateLimit from '@fastify/rate-limit';
import { commonErrorCodes, tooManyRequestsMessage } from '@kinderwait/contract';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../app-error.ts';

export interface RateLimitPluginOptions {
  /** Requests per minute per client IP; a route tunes its own with `config: { rateLimit: {...} }`. */
  max: number;
  /**
   * Shared counters for several API processes (DESIGN 3). Without it each process counts in its
   * own memory, so N processes behind a load balancer would allow N times every limit.
   */
  redisUrl?: string | undefined;
}

/** Key prefix in Redis, so the counters never mix with other data in a shared instance. */
export const rateLimitRedisNamespace = 'kinderwait:rate-limit:';

/** The default limit for every route; per-route limits and `createRateLimit` share its store. */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { max, redisUrl }) => {
    // Short timeouts and one retry: a slow Redis must not hold every request up. When it is
    // unreachable the plugin skips the limit (`skipOnError`) rather than refuse everyone, and
    // start-up does not wait for it, so a Redis outage never takes the site down with it.
    const redis =
      redisUrl === undefined
        ? undefined
        : new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    if (redis !== undefined) {
      // ioredis reconnects every few seconds while Redis is down: say so once, and once when back.
      let reachable = true;
      redis.on('error', (error: Error) => {
        if (!reachable) return;
        reachable = false;
        app.log.warn({ err: error }, 'rate-limit store unreachable; limits are not enforced');
      });
      redis.on('ready', () => {
        if (reachable) return;
        reachable = true;
        app.log.info('rate-limit store reachable again; limits are enforced');
      });
      app.addHook('onClose', () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      ...(redis === undefined
        ? {}
        : { redis, nameSpace: rateLimitRedisNamespace, skipOnError: true }),
      // Thrown into our error handler, which answers with the uniform error body.
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          commonErrorCodes.rateLimited,
          tooManyRequestsMessage(Math.max(1, Math.ceil(context.ttl / 1000))),
        ),
    });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
