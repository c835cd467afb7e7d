import {
  ApiErrorBody,
  FieldCheckResponse,
  registrationApiPaths,
  ValidateEmailQuery,
  ValidateUserNameEmailQuery,
  ValidateUserNameQuery,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** The register form's checks: public, so limited per client IP against enumeration. */
export const fieldCheckRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { fieldChecks, accountLimits } = app.services;
  const config = accountLimits.fieldChecksPerClientIp;
  const response = { 200: FieldCheckResponse, 400: ApiErrorBody, 429: ApiErrorBody } as const;

  app.get(
    registrationApiPaths.validateEmail,
    {
      schema: {
        tags: ['account'],
        summary: 'Is this email well formed and free for a new account?',
        querystring: ValidateEmailQuery,
        response,
      },
      config,
    },
    (request) => fieldChecks.checkEmail(request.query.email),
  );

  app.get(
    registrationApiPaths.validateUserName,
    {
      schema: {
        tags: ['account'],
        summary:
          "Does this user name follow the rule (3-30 characters, a letter first, then letters, digits, '.', '_' or '-') and is it free?",
        querystring: ValidateUserNameQuery,
        response,
      },
      config,
    },
    (request) => fieldChecks.checkUserName(request.query.userName),
  );

  app.get(
    registrationApiPaths.validateUserNameEmail,
    {
      schema: {
        tags: ['account'],
        summary: 'Both checks, and whether user name and email belong to the same account',
        querystring: ValidateUserNameEmailQuery,
        response,
      },
      config,
    },
    (request) => fieldChecks.checkUserNameAndEmail(request.query.userName, request.query.email),
  );
  done();
};
