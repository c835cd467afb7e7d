import type { ApiErrorBody } from '@kinderwait/contract';
import { commonErrorCodes, commonErrorMessages } from '@kinderwait/contract';
import fp from 'fastify-plugin';
import { frameworkErrorBody } from './error-handler.ts';
import { RouteMethods } from './route-methods.ts';

/**
 * JSON 404 for unknown API paths (and any non-GET path the web app does not serve), and 405 with
 * `Allow` for a path whose routes answer other methods (RFC 9110). Rate-limited so nobody can
 * cheaply probe for routes.
 */
export const notFoundPlugin = fp(
  (app, _options, done) => {
    const routes = new RouteMethods();
    app.addHook('onRoute', (route) => {
      routes.add(route.method, route.url);
    });
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      const allowed = routes.methodsFor(request.url);
      // A route that exists for this method may still send its request here (a development
      // tool hidden from other machines): that stays a 404.
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send(frameworkErrorBody(405, `This path accepts ${allowed.join(', ')}.`));
      }
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
