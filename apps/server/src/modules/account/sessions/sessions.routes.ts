import {
  ApiErrorBody,
  LogoutBody,
  RefreshTokenBody,
  RefreshTokenResponse,
  safeText,
  signInApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInErrors, signedInUser } from '../../../plugins/signed-in.ts';

/**
 * RefreshTokenBody, except that a missing or empty refreshToken (or no body) is a 401 like an
 * unknown one: the session is over, and the client's refresh path handles 401, not 400.
 */
const RefreshTokenRequest = RefreshTokenBody.extend({
  refreshToken: safeText(z.string().max(200)).optional(),
}).nullish();

/** Public, limited per client IP like every sign-in route: a refresh token for a new token. */
const refreshRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { sessions, accountLimits } = app.services;

  app.post(
    signInApiPaths.refreshToken,
    {
      schema: {
        tags: ['account'],
        summary:
          'Rotates a refresh token (single use) for a new token; a used one revokes its whole sign-in',
        body: RefreshTokenRequest,
        response: {
          200: RefreshTokenResponse,
          400: ApiErrorBody,
          429: ApiErrorBody,
          401: ApiErrorBody,
        },
      },
      config: accountLimits.signInPerClientIp,
    },
    async (request) => ({
      token: await sessions.refresh(request.body?.refreshToken, request.body?.accessToken),
    }),
  );
  done();
};

/** Signing out, signed in (with or without a roleId). */
const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions } = app.services;
  await app.register(signedIn);

  app.post(
    signInApiPaths.logout,
    {
      schema: {
        tags: ['account'],
        summary: "Signs out: revokes the refresh token's sign-in (its whole family)",
        security: bearerAuth,
        // Optional: a client may call it with no body at all.
        body: LogoutBody.nullish(),
        response: {
          204: z.null().describe('Signed out'),
          400: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    async (request, reply) => {
      await sessions.logout(signedInUser(request).id, request.body?.refreshToken);
      return reply.code(204).send(null);
    },
  );
};

/** A sign-in's tokens: refresh (public) and sign out (signed in). */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(refreshRoutes);
  // Its own scope, so the signed-in hook does not reach the public route above.
  await app.register(logoutRoutes);
};
