import {
  ApiErrorBody,
  MagicLinkBody,
  MagicLinkSentResponse,
  RefreshTokenBody,
  RefreshTokenResponse,
  ResendActivationQuery,
  signInApiPaths,
  ValidateMagicLinkBody,
  ValidateMagicLinkResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * RefreshTokenBody, except that a missing or empty refreshToken (or no body) is a 401 like an
 * unknown one: the session is over, and the client's refresh path handles 401, not 400.
 */
const RefreshTokenRequest = RefreshTokenBody.extend({
  refreshToken: z.string().max(200).optional(),
}).nullish();

/**
 * Public sign-in routes: each limited per client IP; magic links also per email (service), link
 * validation also per account (the account limits service holds the policy).
 */
export const signInRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { magicLinks, sessions, accountLimits } = app.services;
  const perIpLimit = accountLimits.signInPerClientIp;
  const errors = { 400: ApiErrorBody, 429: ApiErrorBody } as const;

  app.post(
    signInApiPaths.magicLinks,
    {
      schema: {
        tags: ['account'],
        summary:
          'Emails a sign-in link to confirmationUrl (login: email; register: email and name); same answer whether or not the email has an account',
        body: MagicLinkBody,
        response: { 200: MagicLinkSentResponse, ...errors },
      },
      config: perIpLimit,
    },
    (request) => magicLinks.request(request.body),
  );

  app.post(
    signInApiPaths.resendActivation,
    {
      schema: {
        tags: ['account'],
        summary: 'Sends the sign-in link again',
        querystring: ResendActivationQuery,
        response: { 200: MagicLinkSentResponse, ...errors },
      },
      config: perIpLimit,
    },
    (request) => magicLinks.request(request.query),
  );

  app.post(
    signInApiPaths.validateMagicLink,
    {
      schema: {
        tags: ['account'],
        summary: 'Exchanges a sign-in link (userId, etoken) for a token; each link works once',
        body: ValidateMagicLinkBody,
        response: { 200: ValidateMagicLinkResponse, ...errors },
      },
      config: perIpLimit,
      preHandler: accountLimits.countLinkValidation,
    },
    (request) => magicLinks.validate(request.body),
  );

  app.post(
    signInApiPaths.refreshToken,
    {
      schema: {
        tags: ['account'],
        summary:
          'Rotates a refresh token (single use) for a new token; a used one revokes its whole sign-in',
        body: RefreshTokenRequest,
        response: { 200: RefreshTokenResponse, ...errors, 401: ApiErrorBody },
      },
      config: perIpLimit,
    },
    async (request) => ({
      token: await sessions.refresh(request.body?.refreshToken, request.body?.accessToken),
    }),
  );
  done();
};
