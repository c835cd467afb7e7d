import {
  ApiErrorBody,
  EraseNowBody,
  EraseNowResponse,
  privacyDevApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { loopbackOnly } from '../../http/dev-only.ts';

/**
 * Development and browser tests only: POST /api/dev/privacy/erase-now carries out a confirmed
 * deletion at once instead of 14 days later (the journey then sees a provider's line after it).
 * Loopback clients only; in production the route is not registered at all.
 */
export const privacyDevRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  if (app.config.NODE_ENV === 'production') {
    done();
    return;
  }
  app.post(
    privacyDevApiPaths.eraseNow,
    {
      onRequest: loopbackOnly,
      schema: {
        tags: ['development'],
        summary:
          "Carries out an account's confirmed deletion now, skipping the grace period (never in production)",
        body: EraseNowBody,
        response: { 200: EraseNowResponse, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => ({ erased: await app.services.privacy.eraseNow(request.body.email) }),
  );
  done();
};
