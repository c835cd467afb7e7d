import {
  ApiErrorBody,
  devTelephonyApiPaths,
  devTelephonyPagePath,
  TelephonyLogQuery,
  TelephonyLogResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { isLoopback } from '../../http/loopback.ts';
import { telephonyLogPageSize } from './dev-telephony.service.ts';

/**
 * The embedded telephony sandbox, for developers and browser tests: GET /api/dev/telephony?to=,
 * answered to loopback clients only. In production the route is not registered at all, and the
 * web page path answers 404 too (as the mail outbox's).
 */
export const devTelephonyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  if (app.config.NODE_ENV === 'production') {
    app.get(devTelephonyPagePath, { schema: { hide: true } }, (_request, reply) => {
      reply.callNotFound();
      return reply;
    });
    done();
    return;
  }

  app.get(
    devTelephonyApiPaths.log,
    {
      // The log holds working claim codes and the server listens on every interface by default:
      // only a client on this machine may read it; others are told it does not exist.
      onRequest: (request, reply, next) => {
        if (isLoopback(request.ip)) {
          next();
          return;
        }
        reply.callNotFound();
      },
      schema: {
        tags: ['development'],
        summary: `Text messages and calls the telephony sandbox holds, newest first, at most ${String(telephonyLogPageSize)}; to= filters by number, E.164 or (416) 555-0123 (never in production)`,
        querystring: TelephonyLogQuery,
        response: { 200: TelephonyLogResponse, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => app.services.devTelephony.latest(request.query.to),
  );
  done();
};
