import {
  devOutboxApiPaths,
  devOutboxPagePath,
  OutboxQuery,
  OutboxResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { hideDevPage, loopbackOnly } from '../../http/dev-only.ts';
import { outboxPageSize } from './dev-outbox.service.ts';

/**
 * The embedded mail outbox, for developers and browser tests: GET /api/dev/outbox?to=, answered
 * to loopback clients only. In production the route is not registered at all, and the web page
 * path answers 404 too.
 */
export const devOutboxRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  if (app.config.NODE_ENV === 'production') {
    hideDevPage(app, devOutboxPagePath);
    done();
    return;
  }

  app.get(
    devOutboxApiPaths.outbox,
    {
      // The outbox holds working sign-in links.
      onRequest: loopbackOnly,
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
