import {
  ApiErrorBody,
  devTelephonyApiPaths,
  devTelephonyPagePath,
  TelephonyLogQuery,
  TelephonyLogResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { hideDevPage, loopbackOnly } from '../../http/dev-only.ts';
import { telephonyLogPageSize } from './dev-telephony.service.ts';

/**
 * The embedded telephony sandbox, for developers and browser tests: GET /api/dev/telephony?to=,
 * answered to loopback clients only. In production the route is not registered at all, and the
 * web page path answers 404 too (as the mail outbox's).
 */
export const devTelephonyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  if (app.config.NODE_ENV === 'production') {
    hideDevPage(app, devTelephonyPagePath);
    done();
    return;
  }

  app.get(
    devTelephonyApiPaths.log,
    {
      // The log holds working claim codes.
      onRequest: loopbackOnly,
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
