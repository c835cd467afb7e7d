import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { commonErrorCodes, tooManyRequestsMessage } from '@kinderwait/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../app-error.ts';

export interface RateLimitPluginOptions {
  /** Requests per minute per client IP; a route tunes its own with `config: { rateLimit: {...} }`. */
  max: number;
  /**
   * Shared counters for several API processes
   * (docs/product/platform.md#embedded-defaults-and-real-services). Without it each process counts
   * in its own memory, so N processes behind a load balancer would allow N times every limit.
   */
  redisUrl?: string | undefined;
}

/** Key prefix in Redis, so the counters never mix with other data in a shared instance. */
export const rateLimitRedisNamespace = 'kinderwait:rate-limit:';

/**
 * The default limit for every route; per-route limits and `createRateLimit` share its store.
 * Every request counts, before anything else looks at it: a request the anti-forgery check or
 * the signed-in hook refuses (403, 401) costs as much as one that succeeds (see countEveryRequest).
 */
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
      // Counted by our own hook below, not by the plugin's route-level ones.
      global: false,
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
    countEveryRequest(app);
  },
  { name: 'rate-limit', fastify: '5.x' },
);

type Limit = preHandlerAsyncHookHandler;

/**
 * @fastify/rate-limit checks a route's limit in a route-level hook, which Fastify runs after
 * every hook of the app and of the route's scope, so the anti-forgery hook (xsrf.ts) and the
 * signed-in hook (signed-in.ts) would refuse a request before it was counted, and an attacker
 * could send refused requests (and make us look up roles) without limit. This one root hook,
 * added before theirs, counts each request against its route's limit first: the default one,
 * the route's own `config.rateLimit`, or none when that is `false`. The plugin's route-level
 * hooks then find the request counted and do nothing.
 *
 * Routes whose limit names a `groupId` share one budget per client (the sign-in calls): one
 * limiter, hence one counter in memory, and one key in Redis. The plugin's own groupId only
 * changes the key, and each route's in-memory store is its own, so without this a group would
 * still count per route in memory. A group's routes share one `config.rateLimit` object.
 */
function countEveryRequest(app: FastifyInstance): void {
  const defaultLimit = app.rateLimit();
  const scopedLimits = new Map<string, Limit>();
  const limitOf = (request: FastifyRequest): Limit | undefined => {
    const own = request.routeOptions.config.rateLimit;
    if (own === false) return undefined;
    if (own === undefined) return defaultLimit;
    const scope = own.groupId ?? `${request.method} ${request.routeOptions.url ?? ''}`;
    let limit = scopedLimits.get(scope);
    if (limit === undefined) {
      limit = app.rateLimit({ ...own, keyGenerator: perScope(scope, own) });
      scopedLimits.set(scope, limit);
    }
    return limit;
  };
  app.addHook('onRequest', async (request, reply) => {
    await limitOf(request)?.call(app, request, reply);
  });
}

/**
 * Keys a counter by its scope (a route, or a group of routes) and client, as the plugin does for
 * its route-level limits (its shared Redis store would otherwise keep one counter for all of them).
 */
function perScope(
  scope: string,
  own: RateLimitOptions,
): NonNullable<RateLimitOptions['keyGenerator']> {
  const { keyGenerator } = own;
  return async (request) =>
    `${scope}:${String(keyGenerator === undefined ? normalizeIP(request.ip) : await keyGenerator(request))}`;
}

/** @fastify/rate-limit's mark on a request its limiter counted (its `rateLimitRan` symbol). */
const countedMark = 'fastify.request.rateLimitRan';

/**
 * A second limit on a route, counted after the one every request meets (countEveryRequest): a
 * budget keyed otherwise than by IP, e.g. per voice agent. The plugin counts a request once and
 * its later limiters skip it, so this clears the plugin's mark before counting.
 */
export function additionalRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
): preHandlerAsyncHookHandler {
  const limit = app.rateLimit(options);
  return async function additionalLimit(request, reply) {
    for (const symbol of Object.getOwnPropertySymbols(request)) {
      if (symbol.description === countedMark) Reflect.set(request, symbol, false);
    }
    await limit.call(this, request, reply);
  };
}
