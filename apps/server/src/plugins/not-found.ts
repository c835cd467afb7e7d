import type { ApiErrorBody } from '@kinderwait/contract';
import { commonErrorCodes, commonErrorMessages } from '@kinderwait/contract';
import fp from 'fastify-plugin';

/**
 * JSON 404 for unknown API paths (and any non-GET path the web app does not serve). Rate-limited
 * so nobody can cheaply probe for routes.
 */
export const notFoundPlugin = fp(
  (app, _options, done) => {
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (_request, reply) => {
      const body: ApiErrorBody = {
        message: commonErrorMessages.notFound,
        code: commonErrorCodes.notFound,
      };
      return reply.code(404).send(body);
    });
    done();
  },
  { name: 'not-found', fastify: '5.x', dependencies: ['@fastify/rate-limit'] },
);
