import {
  ApiErrorBody,
  childcareProvidersApiPaths,
  ListingsQuery,
  ListingsResponse,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn } from '../../plugins/signed-in.ts';

export const childcareProvidersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signedIn);

  app.get(
    childcareProvidersApiPaths.listings,
    {
      schema: {
        tags: ['childcare-providers'],
        summary:
          'Licensed centres (City of Toronto open data) whose name contains the search, or whose postal code starts with it; at most 20, public fields only, for claiming a listing',
        security: bearerAuth,
        querystring: ListingsQuery,
        response: {
          200: ListingsResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
        },
      },
    },
    async (request) => ({
      items: await app.services.childcareProviders.searchListings(request.query.search),
    }),
  );
};
