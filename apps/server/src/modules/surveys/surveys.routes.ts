import {
  ApiErrorBody,
  permissions,
  SavedSurvey,
  SaveSurveyBody,
  SurveyParams,
  surveysApiPaths,
  SurveyStatusResponse,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

const answer = { permissions: [permissions.surveyCreate] };

/**
 * Surveys (docs/product/waitlist.md#surveys): the waitlist survey is offered once per parent after
 * their first childcare request; answering or skipping it ends the offer.
 */
export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { surveys } = app.services;
  await app.register(signedIn);

  app.post(
    surveysApiPaths.surveys,
    {
      config: answer,
      schema: {
        tags: ['surveys'],
        summary:
          "Stores the signed-in user's answers: type 'waitlist' and surveyData, the JSON string of questions each with text, type (text, radio or checkbox) and answer. One response per user and survey: answering again replaces the earlier answers (or a skip). 409 survey_not_due before the first childcare request",
        security: bearerAuth,
        body: SaveSurveyBody,
        response: {
          200: SavedSurvey,
          400: ApiErrorBody,
          ...signedInErrors,
          409: ApiErrorBody,
        },
      },
    },
    (request) => surveys.answer(signedInActor(request), request.body),
  );

  app.get(
    routePath(surveysApiPaths.status),
    {
      config: answer,
      schema: {
        tags: ['surveys'],
        summary:
          'Whether the survey is due for the signed-in user: not_due (no childcare request sent yet), due, answered or skipped (never offered again)',
        security: bearerAuth,
        params: SurveyParams,
        response: {
          200: SurveyStatusResponse,
          400: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    (request) => surveys.status(signedInActor(request), request.params.type),
  );

  app.post(
    routePath(surveysApiPaths.skip),
    {
      config: answer,
      schema: {
        tags: ['surveys'],
        summary:
          'Records that the signed-in user skipped the survey, so it is not offered again; answers already given stay (the status stays answered). 409 survey_not_due before the first childcare request',
        security: bearerAuth,
        params: SurveyParams,
        response: {
          200: SurveyStatusResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          409: ApiErrorBody,
        },
      },
    },
    (request) => surveys.skip(signedInActor(request), request.params.type),
  );
};
