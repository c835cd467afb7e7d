import {
  ApiErrorBody,
  jsonPatchContentType,
  Onboarding,
  onboardingApiPaths,
  OnboardingParams,
  OnboardingPatchBody,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

/**
 * Onboarding (docs/product/onboarding.md#onboarding-api): any signed-in user, with or without a
 * role (role selection is the first step), reads and completes their own.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { onboarding } = app.services;
  await app.register(signedIn);
  // RFC 6902's media type, parsed as JSON in this scope only; plain JSON is accepted as well.
  app.addContentTypeParser(
    jsonPatchContentType,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.get(
    onboardingApiPaths.onboarding,
    {
      schema: {
        tags: ['onboarding'],
        summary:
          "The signed-in user's onboarding (created on first read): its id and the names of the completed steps; role-selection is listed whenever the user holds a role",
        security: bearerAuth,
        response: { 200: Onboarding, ...signedInErrors },
      },
    },
    (request) => onboarding.getOwn(signedInActor(request)),
  );

  app.patch(
    routePath(onboardingApiPaths.onboardingById),
    {
      schema: {
        tags: ['onboarding'],
        summary:
          "Completes steps of one's own onboarding: a JSON patch of add operations on /steps/- whose values are step names (select-location, onboarding-chat-voice-agent, role-selection). A step already completed changes nothing; role-selection is accepted only once the user holds a role (409 otherwise)",
        security: bearerAuth,
        params: OnboardingParams,
        body: OnboardingPatchBody,
        response: {
          200: Onboarding,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) =>
      onboarding.addSteps(signedInActor(request), request.params.onboardingId, request.body),
  );
};
