import { accountApiPaths, OutboxQuery, OutboxResponse } from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listOutboxMessages } from '../../integrations/mail/outbox.repository.ts';

/** The page of the web app that shows the outbox; it must not exist in production either. */
export const devOutboxPagePath = '/dev/outbox';
export const outboxPageSize = 50;

/**
 * The embedded mail outbox, for developers and browser tests: GET /api/dev/outbox?to=. In
 * production the route is not registered at all, and the web page path answers 404 too.
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
    accountApiPaths.devOutbox,
    {
      schema: {
        tags: ['development'],
        summary: `Mail the embedded outbox holds, newest first, at most ${String(outboxPageSize)} (never in production)`,
        querystring: OutboxQuery,
        response: { 200: OutboxResponse },
      },
    },
    (request) => listOutboxMessages(app.db, { to: request.query.to, limit: outboxPageSize }),
  );
  done();
};
