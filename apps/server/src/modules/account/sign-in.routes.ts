import {
  ApiErrorBody,
  commonErrorCodes,
  MagicLinkBody,
  MagicLinkSentResponse,
  RefreshTokenBody,
  RefreshTokenResponse,
  ResendActivationQuery,
  signInApiPaths,
  signInErrorCodes,
  signInMessages,
  tooManyRequestsMessage,
  ValidateMagicLinkBody,
  ValidateMagicLinkResponse,
} from '@kinderwait/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { AccountServices } from './account-services.ts';

/**
 * RefreshTokenBody, except that a missing or empty refreshToken (or no body) is a 401 like an
 * unknown one: the session is over, and the client's refresh path handles 401, not 400.
 */
const RefreshTokenRequest = RefreshTokenBody.extend({
  refreshToken: z.string().max(200).optional(),
}).nullish();

/**
 * Public sign-in routes: each limited per client IP; magic links also per email (service), link
 * validation also per account.
 */
export const signInRoutes: FastifyPluginCallbackZod<{ services: AccountServices }> = (
  app,
  { services },
  done,
) => {
  const { magicLinks, sessions } = services;
  const perIpLimit = {
    rateLimit: { max: app.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' },
  };
  const errors = { 400: ApiErrorBody, 429: ApiErrorBody } as const;
  /**
   * Guessing links for one account from many IPs meets this limit. The IP limiter has already run
   * on the request, so this one is a second, separately keyed counter checked after validation.
   */
  const validationsOfAccount = app.createRateLimit({
    max: app.config.MAGIC_LINK_VALIDATIONS_PER_USER,
    timeWindow: '15 minutes',
    keyGenerator: (request) => {
      const body = ValidateMagicLinkBody.safeParse(request.body);
      return `magic-link-validation:${body.success ? body.data.userId : ''}`;
    },
  });
  const perAccountValidationLimit = async (request: FastifyRequest): Promise<void> => {
    const limit = await validationsOfAccount(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError(
        429,
        commonErrorCodes.rateLimited,
        tooManyRequestsMessage(Math.max(1, limit.ttlInSeconds)),
      );
    }
  };

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
      preHandler: perAccountValidationLimit,
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
    async (request) => {
      const refreshToken = request.body?.refreshToken;
      if (refreshToken === undefined || refreshToken === '') {
        throw new AppError(
          401,
          signInErrorCodes.invalidRefreshToken,
          signInMessages.invalidRefreshToken,
        );
      }
      return { token: await sessions.refresh(refreshToken, request.body?.accessToken) };
    },
  );
  done();
};
