import { ApiErrorBody, eventStatisticsApiPaths, EventStatisticsBody } from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

export const eventStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signedIn);

  app.post(
    eventStatisticsApiPaths.collect,
    {
      schema: {
        tags: ['users'],
        summary: 'Records a click on a feature not yet available (user, role, feature, path, time)',
        security: bearerAuth,
        body: EventStatisticsBody,
        response: {
          204: z.null().describe('Recorded'),
          400: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    async (request, reply) => {
      await app.services.eventStatistics.record(signedInActor(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
