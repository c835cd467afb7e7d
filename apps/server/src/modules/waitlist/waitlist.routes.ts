import {
  ApiErrorBody,
  ChildParams,
  ChildTicketResponse,
  FiltersBody,
  FiltersQuery,
  FiltersResponse,
  MatchedProvider,
  MatchesQuery,
  MatchesResponse,
  MatchParams,
  ParentChildcareRequest,
  ParentParams,
  ParentRequestsResponse,
  permissions,
  ProviderTicketParams,
  SaveFavoritesLikedBody,
  SaveFavoritesLikedResponse,
  SendRequestsBody,
  SendRequestsResponse,
  TicketParams,
  WaitlistData,
  WaitlistTicket,
  waitlistApiPaths,
  WithdrawRequestBody,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor } from '../../plugins/signed-in.ts';

const signedInErrors = { 401: ApiErrorBody, 403: ApiErrorBody } as const;
const ticketPermission = { permissions: [permissions.waitlistTicketCreate] };
const requestPermission = { permissions: [permissions.childcareRequestCreate] };

/**
 * The parent's waitlist (SPEC 4 Waitlist wizard and ticket, 7.2): a ticket per child, the
 * providers matching it, childcare requests and favourites. Parents only, their own children.
 */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { waitlist } = app.services;
  await app.register(signedIn);
  const userIdOf = (request: Parameters<typeof signedInActor>[0]): string =>
    signedInActor(request).user.id;

  app.get(
    routePath(waitlistApiPaths.tickets),
    {
      config: ticketPermission,
      schema: {
        tags: ['waitlist'],
        summary: "The child's waitlist ticket, or null before the wizard is first finished",
        security: bearerAuth,
        params: ChildParams,
        response: {
          200: ChildTicketResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    (request) => waitlist.getTicket(userIdOf(request), request.params.childId),
  );

  app.post(
    routePath(waitlistApiPaths.tickets),
    {
      config: ticketPermission,
      schema: {
        tags: ['waitlist'],
        summary:
          "Creates the child's waitlist ticket (SPEC 3 Waitlist data; catalogue ids, a start date from today in Toronto to 3 years ahead and not before the child's expected birth: 400 start_date_before_birth); 409 when the child has one",
        security: bearerAuth,
        params: ChildParams,
        body: WaitlistData,
        response: {
          201: WaitlistTicket,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ticket = await waitlist.createTicket(
        userIdOf(request),
        request.params.childId,
        request.body,
      );
      return reply.code(201).send(ticket);
    },
  );

  app.put(
    routePath(waitlistApiPaths.ticket),
    {
      config: ticketPermission,
      schema: {
        tags: ['waitlist'],
        summary:
          "Replaces the ticket's waitlist data (the same checks as its creation); the requests already sent stay on the providers' waitlists",
        security: bearerAuth,
        params: TicketParams,
        body: WaitlistData,
        response: { 200: WaitlistTicket, 400: ApiErrorBody, ...signedInErrors, 404: ApiErrorBody },
      },
    },
    (request) =>
      waitlist.updateTicket(
        userIdOf(request),
        request.params.childId,
        request.params.ticketId,
        request.body,
      ),
  );

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
      total: await waitlist.countMatches(userIdOf(request), request.query.childId, request.body),
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
    (request) => waitlist.listMatches(userIdOf(request), request.params.childId, request.query),
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
      waitlist.getMatch(
        userIdOf(request),
        request.params.childId,
        request.params.childcareProviderId,
      ),
  );

  app.post(
    routePath(waitlistApiPaths.requestsOfTicket),
    {
      config: requestPermission,
      schema: {
        tags: ['waitlist'],
        summary:
          "Puts the ticket on each chosen provider's waitlist (one request per provider; sending again is idempotent, a withdrawn request joins the line again) and says per provider what was sent and what failed and why",
        security: bearerAuth,
        params: TicketParams,
        body: SendRequestsBody,
        response: {
          200: SendRequestsResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) =>
      waitlist.sendRequests(
        userIdOf(request),
        request.params.childId,
        request.params.ticketId,
        request.body.childcareProviderIds,
      ),
  );

  app.get(
    routePath(waitlistApiPaths.parentRequests),
    {
      config: requestPermission,
      schema: {
        tags: ['waitlist'],
        summary:
          "Every childcare request of the parent's children, newest first, with the position on each waitlist; parentId is the signed-in user's id",
        security: bearerAuth,
        params: ParentParams,
        response: {
          200: ParentRequestsResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    (request) => waitlist.listParentRequests(userIdOf(request), request.params.parentId),
  );

  app.patch(
    routePath(waitlistApiPaths.providerTicket),
    {
      config: requestPermission,
      schema: {
        tags: ['waitlist'],
        summary:
          "Withdraws the ticket's request from the provider's waitlist (the parent's own; idempotent); an open offer of it is declined, and a request that enrolled the child is refused (409)",
        security: bearerAuth,
        params: ProviderTicketParams,
        body: WithdrawRequestBody,
        response: {
          200: ParentChildcareRequest,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) =>
      waitlist.withdrawRequest(
        userIdOf(request),
        request.params.providerId,
        request.params.ticketId,
        request.body,
      ),
  );

  app.post(
    waitlistApiPaths.favorites,
    {
      config: ticketPermission,
      schema: {
        tags: ['waitlist'],
        summary: 'Likes or unlikes a provider (idempotent); liked providers come first in lists',
        security: bearerAuth,
        body: SaveFavoritesLikedBody,
        response: {
          200: SaveFavoritesLikedResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    (request) => waitlist.saveLiked(userIdOf(request), request.body),
  );
};
