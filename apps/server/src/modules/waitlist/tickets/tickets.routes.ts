import {
  ApiErrorBody,
  ChildParams,
  ChildTicketResponse,
  permissions,
  SaveFavoritesLikedBody,
  SaveFavoritesLikedResponse,
  TicketParams,
  waitlistApiPaths,
  WaitlistData,
  WaitlistTicket,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const ticketPermission = { permissions: [permissions.waitlistTicketCreate] };

/** The child's waitlist ticket (the wizard's data) and the parent's liked providers. */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tickets } = app.services;
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
    (request) => tickets.getTicket(userIdOf(request), request.params.childId),
  );

  app.post(
    routePath(waitlistApiPaths.tickets),
    {
      config: ticketPermission,
      schema: {
        tags: ['waitlist'],
        summary:
          "Creates the child's waitlist ticket (the waitlist data: catalogue ids, a start date from today in Toronto to 3 years ahead and not before the child's expected birth: 400 start_date_before_birth); 409 when the child has one",
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
      const ticket = await tickets.createTicket(
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
      tickets.updateTicket(
        userIdOf(request),
        request.params.childId,
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
    (request) => tickets.saveLiked(userIdOf(request), request.body),
  );
};
