import {
  ApiErrorBody,
  ConfirmationLinkBody,
  ConfirmationLinkParams,
  ConfirmationLinkView,
  notificationsApiPaths,
  permissions,
  TicketConfirmation,
  TicketNotificationParams,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInErrors, signedInUser } from '../../../plugins/signed-in.ts';

const ticketPermission = { permissions: [permissions.waitlistTicketCreate] };

/** "Still interested?" of a parent's ticket, signed in. */
export const reconfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reconfirmation } = app.services;
  await app.register(signedIn);

  app.get(
    routePath(notificationsApiPaths.confirmation),
    {
      config: ticketPermission,
      schema: {
        tags: ['notifications'],
        summary: "The ticket's reconfirmation state ('still interested?')",
        security: bearerAuth,
        params: TicketNotificationParams,
        response: {
          200: TicketConfirmation,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    (request) => {
      const { childId, ticketId } = request.params;
      return reconfirmation.confirmationOf(signedInUser(request).id, childId, ticketId);
    },
  );

  app.post(
    routePath(notificationsApiPaths.confirmation),
    {
      config: ticketPermission,
      schema: {
        tags: ['notifications'],
        summary:
          "'Still interested': confirms the ticket for 90 more days; an inactive ticket's requests go back to waiting at their original date joined",
        security: bearerAuth,
        params: TicketNotificationParams,
        response: {
          200: TicketConfirmation,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    (request) => {
      const { childId, ticketId } = request.params;
      return reconfirmation.confirm(signedInUser(request).id, childId, ticketId);
    },
  );
};

/** The reminder email's link: public, the token is the only credential, for this ticket only. */
export const confirmationLinkRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { reconfirmation } = app.services;

  app.post(
    routePath(notificationsApiPaths.confirmationLinkView),
    {
      schema: {
        tags: ['notifications'],
        summary:
          "The ticket the reminder link names (changes nothing); 404 when the token is not this ticket's",
        params: ConfirmationLinkParams,
        body: ConfirmationLinkBody,
        response: { 200: ConfirmationLinkView, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => reconfirmation.linkView(request.params.ticketId, request.body.token),
  );

  app.post(
    routePath(notificationsApiPaths.confirmationLinkConfirm),
    {
      schema: {
        tags: ['notifications'],
        summary:
          "'Still interested' from the reminder link, in one tap (reactivates an inactive ticket)",
        params: ConfirmationLinkParams,
        body: ConfirmationLinkBody,
        response: { 200: ConfirmationLinkView, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => reconfirmation.linkConfirm(request.params.ticketId, request.body.token),
  );
  done();
};
