import { UsageResponse, usageApiPaths } from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInErrors, signedInUser } from '../../plugins/signed-in.ts';

/**
 * One's own usage of each counted kind, for any role (the limit-reached screen,
 * docs/product/billing.md#limit-reached).
 */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { usage } = app.services;
  await app.register(signedIn);

  app.get(
    usageApiPaths.usage,
    {
      schema: {
        tags: ['usage'],
        summary:
          'What is left of each limit of your plans (assistant messages a day, broadcasts and voice minutes a month) and when each renews',
        security: bearerAuth,
        response: { 200: UsageResponse, ...signedInErrors },
      },
    },
    async (request) => ({ items: await usage.usageOf(signedInUser(request).id) }),
  );
};
