import {
  ApiErrorBody,
  ChildParams,
  FiltersBody,
  FiltersQuery,
  FiltersResponse,
  MatchedProvider,
  MatchesQuery,
  MatchesResponse,
  MatchParams,
  permissions,
  waitlistApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const ticketPermission = { permissions: [permissions.waitlistTicketCreate] };

/** The providers matching a child's ticket: the wizard's running count, the list, one match. */
export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { matches } = app.services;
  await app.register(signedIn);
  const userIdOf = (request: Parameters<typeof signedInActor>[0]): string =>
    signedInActor(request).user.id;

  app.post(
    waitlistApiPaths.filters,
    {
      config: ticketPermission,
      schema: {
        tags: ['waitlist'],
        summary:
          "How many providers match the wizard's choices so far for the child (Distance 5 km and today's start date, or the expected birth's, until asked; a start date before the expected birth is 400 start_date_before_birth; no provider type counts every type)",
        security: bearerAuth,
        querystring: FiltersQuery,
        body: FiltersBody,
        response: {
          200: FiltersResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request) => ({
      total: await matches.countMatches(userIdOf(request), request.query.childId, request.body),
    }),
  );

  app.get(
    routePath(waitlistApiPaths.matches),
    {
      config: ticketPermission,
      schema: {
        tags: ['waitlist'],
        summary:
          "The providers matching the child's ticket, paged: within Distance, of a chosen type, serving the child's age group at the start date; unstated attributes never exclude. sort=recommended puts liked, then a vacancy by the start date, then the nearest first",
        security: bearerAuth,
        params: ChildParams,
        querystring: MatchesQuery,
        response: {
          200: MatchesResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) => matches.listMatches(userIdOf(request), request.params.childId, request.query),
  );

  app.get(
    routePath(waitlistApiPaths.match),
    {
      config: ticketPermission,
      schema: {
        tags: ['waitlist'],
        summary: "One provider matching the child's ticket; 404 when it does not match",
        security: bearerAuth,
        params: MatchParams,
        response: {
          200: MatchedProvider,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) =>
      matches.getMatch(
        userIdOf(request),
        request.params.childId,
        request.params.childcareProviderId,
      ),
  );
};
