import {
  ApiErrorBody,
  AvailabilityAlert,
  AvailabilityBody,
  AvailabilityResponse,
  ConfirmationLinkBody,
  ConfirmationLinkParams,
  ConfirmationLinkView,
  NoticesResponse,
  notificationsApiPaths,
  permissions,
  SeenNoticesBody,
  SeenNoticesResponse,
  TicketConfirmation,
  TicketNotificationParams,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInUser } from '../../plugins/signed-in.ts';
import { registerReconfirmationSweep } from './reconfirmation.ts';

const signedInErrors = { 401: ApiErrorBody, 403: ApiErrorBody } as const;
const providerPermission = { permissions: [permissions.waitlistManage] };
const ticketPermission = { permissions: [permissions.waitlistTicketCreate] };

/** The signed-in routes: the user's notices, the provider's opening, the parent's ticket. */
const signedInNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications, availabilityNotifications, ticketNotifications } = app.services;
  await app.register(signedIn);

  app.get(
    notificationsApiPaths.notices,
    {
      schema: {
        tags: ['notifications'],
        summary:
          "The signed-in user's newest notices (at most 50), newest first, and the unread count",
        security: bearerAuth,
        response: { 200: NoticesResponse, ...signedInErrors },
      },
    },
    (request) => notifications.noticesOf(signedInUser(request).id),
  );

  app.post(
    notificationsApiPaths.noticesSeen,
    {
      schema: {
        tags: ['notifications'],
        summary: "Marks the user's notices seen: those of `ids`, or all; answers the unread count",
        security: bearerAuth,
        body: SeenNoticesBody,
        response: { 200: SeenNoticesResponse, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => ({
      unreadCount: await notifications.markSeen(signedInUser(request).id, request.body.ids),
    }),
  );

  app.post(
    notificationsApiPaths.availability,
    {
      config: providerPermission,
      schema: {
        tags: ['notifications'],
        summary:
          "The provider's age group has available spaces: tells the waiting families whose child fits (priority order, email and in-app, once per opening) and the parents whose alert matches. 404 for another provider or an age group not offered; 409 without available spaces",
        security: bearerAuth,
        body: AvailabilityBody,
        response: {
          200: AvailabilityResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) => availabilityNotifications.notifyOpening(signedInUser(request).id, request.body),
  );

  const ticketRoute = {
    config: ticketPermission,
    params: TicketNotificationParams,
  } as const;

  app.get(
    routePath(notificationsApiPaths.availabilityAlert),
    {
      config: ticketRoute.config,
      schema: {
        tags: ['notifications'],
        summary: "Whether the parent's availability alert for the ticket is on",
        security: bearerAuth,
        params: ticketRoute.params,
        response: {
          200: AvailabilityAlert,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const { childId, ticketId } = request.params;
      return {
        enabled: await ticketNotifications.alertOf(signedInUser(request).id, childId, ticketId),
      };
    },
  );

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: routePath(notificationsApiPaths.availabilityAlert),
      config: ticketRoute.config,
      schema: {
        tags: ['notifications'],
        summary: on
          ? 'Turns on: the parent is told when any provider matching the ticket opens spaces'
          : 'Turns the availability alert off',
        security: bearerAuth,
        params: ticketRoute.params,
        response: {
          200: AvailabilityAlert,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
      handler: async (request) => {
        const { childId, ticketId } = request.params;
        const user = signedInUser(request);
        return { enabled: await ticketNotifications.setAlert(user.id, childId, ticketId, on) };
      },
    });
  }

  app.get(
    routePath(notificationsApiPaths.confirmation),
    {
      config: ticketRoute.config,
      schema: {
        tags: ['notifications'],
        summary: "The ticket's reconfirmation state ('still interested?')",
        security: bearerAuth,
        params: ticketRoute.params,
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
      return ticketNotifications.confirmationOf(signedInUser(request).id, childId, ticketId);
    },
  );

  app.post(
    routePath(notificationsApiPaths.confirmation),
    {
      config: ticketRoute.config,
      schema: {
        tags: ['notifications'],
        summary:
          "'Still interested': confirms the ticket for 90 more days; an inactive ticket's requests go back to waiting at their original date joined",
        security: bearerAuth,
        params: ticketRoute.params,
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
      return ticketNotifications.confirm(signedInUser(request).id, childId, ticketId);
    },
  );
};

/** The reminder email's link: public, the token is the only credential, for this ticket only. */
const confirmationLinkRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { ticketNotifications } = app.services;

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
    (request) => ticketNotifications.linkView(request.params.ticketId, request.body.token),
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
    (request) => ticketNotifications.linkConfirm(request.params.ticketId, request.body.token),
  );
  done();
};

/** Notifications (issue 11): the reconfirmation sweep's job, the public link routes, the rest. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  registerReconfirmationSweep({
    clock: app.clock,
    jobs: app.jobs,
    secret: app.config.JWT_SECRET,
    publicOrigin: app.config.PUBLIC_ORIGIN,
    notifications: services.notifications,
    ticketConfirmations: services.ticketConfirmations,
    children: services.children,
    users: services.users,
  });
  await app.register(confirmationLinkRoutes);
  await app.register(signedInNotificationRoutes);
};
