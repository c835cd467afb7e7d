import {
  ApiErrorBody,
  GetPolicyQuery,
  policiesApiPaths,
  PolicyResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

export const policiesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    policiesApiPaths.getPolicy,
    {
      schema: {
        tags: ['policies'],
        summary: 'A policy text (privacy-policy, terms-of-use or cookie-policy) as markdown',
        querystring: GetPolicyQuery,
        response: { 200: PolicyResponse, 404: ApiErrorBody },
      },
    },
    (request) => app.services.policies.getPolicy(request.query.id),
  );
  done();
};
