import {
  ApiErrorBody,
  MagicLinkBody,
  MagicLinkSentResponse,
  ResendActivationQuery,
  signInApiPaths,
  ValidateMagicLinkBody,
  ValidateMagicLinkResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../../i18n/language.ts';

/**
 * Public sign-in routes: each limited per client IP; magic links also per email (service), link
 * validation also per account (the account limits service holds the policy).
 */
export const signInRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { signIn, accountLimits } = app.services;
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
    (request) => signIn.request(request.body, requestLanguage(request.headers)),
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
    (request) => signIn.request(request.query, requestLanguage(request.headers)),
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
    (request) => signIn.validate(request.body),
  );
  done();
};
