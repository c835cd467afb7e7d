import {
  ApiErrorBody,
  AvailabilityAlert,
  AvailabilityBody,
  AvailabilityResponse,
  notificationsApiPaths,
  permissions,
  TicketNotificationParams,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInErrors, signedInUser } from '../../../plugins/signed-in.ts';

const providerPermission = { permissions: [permissions.waitlistManage] };
const ticketPermission = { permissions: [permissions.waitlistTicketCreate] };

/** A provider's opening, and a parent's availability alert for a ticket. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { availabilityNotifications } = app.services;
  await app.register(signedIn);

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

  app.get(
    routePath(notificationsApiPaths.availabilityAlert),
    {
      config: ticketPermission,
      schema: {
        tags: ['notifications'],
        summary: "Whether the parent's availability alert for the ticket is on",
        security: bearerAuth,
        params: TicketNotificationParams,
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
        enabled: await availabilityNotifications.alertOf(
          signedInUser(request).id,
          childId,
          ticketId,
        ),
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
      config: ticketPermission,
      schema: {
        tags: ['notifications'],
        summary: on
          ? 'Turns on: the parent is told when any provider matching the ticket opens spaces'
          : 'Turns the availability alert off',
        security: bearerAuth,
        params: TicketNotificationParams,
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
        return {
          enabled: await availabilityNotifications.setAlert(user.id, childId, ticketId, on),
        };
      },
    });
  }
};
