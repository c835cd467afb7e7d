import {
  ApiErrorBody,
  NoticesResponse,
  notificationsApiPaths,
  SeenNoticesBody,
  SeenNoticesResponse,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInErrors, signedInUser } from '../../plugins/signed-in.ts';

/** The signed-in user's in-app notices: the newest, and marking them seen. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notices } = app.services;
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
    (request) => notices.noticesOf(signedInUser(request).id),
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
      unreadCount: await notices.markSeen(signedInUser(request).id, request.body.ids),
    }),
  );
};
