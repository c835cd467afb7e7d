import {
  ApiErrorBody,
  GetPolicyQuery,
  policiesApiPaths,
  PolicyResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../i18n/language.ts';

export const policiesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    policiesApiPaths.getPolicy,
    {
      schema: {
        tags: ['policies'],
        summary:
          'A policy text (privacy-policy, terms-of-use or cookie-policy) as markdown, in French when Accept-Language asks for it',
        querystring: GetPolicyQuery,
        response: { 200: PolicyResponse, 404: ApiErrorBody },
      },
    },
    (request, reply) => {
      const language = requestLanguage(request.headers);
      // The same address answers each language: a cache must keep them apart.
      void reply.header('vary', 'accept-language').header('content-language', language);
      return app.services.policies.getPolicy(request.query.id, language);
    },
  );
  done();
};
