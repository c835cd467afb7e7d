import {
  ApiErrorBody,
  GetPolicyQuery,
  policiesApiPaths,
  PolicyResponse,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPolicyTemplates } from './policies.repository.ts';
import { createPoliciesService } from './policies.service.ts';

export const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const policies = createPoliciesService(await readPolicyTemplates());

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
    (request) => policies.getPolicy(request.query.id),
  );
};
