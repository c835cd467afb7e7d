import {
  ApiErrorBody,
  ParentChildcareRequest,
  ParentParams,
  ParentRequestsResponse,
  permissions,
  ProviderTicketParams,
  SendRequestsBody,
  SendRequestsResponse,
  TicketParams,
  waitlistApiPaths,
  WithdrawRequestBody,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const requestPermission = { permissions: [permissions.childcareRequestCreate] };

/** The parent's childcare requests: sending them, the list with positions, withdrawing one. */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { requests } = app.services;
  await app.register(signedIn);
  const userIdOf = (request: Parameters<typeof signedInActor>[0]): string =>
    signedInActor(request).user.id;

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
      requests.sendRequests(
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
    (request) => requests.listParentRequests(userIdOf(request), request.params.parentId),
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
      requests.withdrawRequest(
        userIdOf(request),
        request.params.providerId,
        request.params.ticketId,
        request.body,
      ),
  );
};
