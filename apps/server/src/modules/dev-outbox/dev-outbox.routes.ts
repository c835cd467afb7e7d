import {
  devOutboxApiPaths,
  devOutboxPagePath,
  OutboxQuery,
  OutboxResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { outboxPageSize } from './dev-outbox.service.ts';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True for this machine. `request.ip` is the socket's address unless TRUST_PROXY names the proxy
 * in front, so a forged X-Forwarded-For cannot make a remote client look local.
 */
function isLoopback(ip: string): boolean {
  return loopbackAddresses.has(ip);
}

/**
 * The embedded mail outbox, for developers and browser tests: GET /api/dev/outbox?to=, answered
 * to loopback clients only. In production the route is not registered at all, and the web page
 * path answers 404 too.
 */
export const devOutboxRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  if (app.config.NODE_ENV === 'production') {
    app.get(devOutboxPagePath, { schema: { hide: true } }, (_request, reply) => {
      reply.callNotFound();
      return reply;
    });
    done();
    return;
  }

  app.get(
    devOutboxApiPaths.outbox,
    {
      // The outbox holds working sign-in links and the server listens on every interface by
      // default: only a client on this machine may read it; others are told it does not exist.
      onRequest: (request, reply, next) => {
        if (isLoopback(request.ip)) {
          next();
          return;
        }
        reply.callNotFound();
      },
      schema: {
        tags: ['development'],
        summary: `Mail the embedded outbox holds, newest first, at most ${String(outboxPageSize)} (never in production)`,
        querystring: OutboxQuery,
        response: { 200: OutboxResponse },
      },
    },
    (request) => app.services.devOutbox.latest(request.query.to),
  );
  done();
};
