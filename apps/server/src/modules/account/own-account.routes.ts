import {
  ApiErrorBody,
  LogoutBody,
  signInApiPaths,
  User,
  usersApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInUser } from '../../plugins/signed-in.ts';

/** Signed-in account routes: who am I, and sign out. Both work with or without a roleId. */
export const ownAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, sessions } = app.services;
  await app.register(signedIn);

  app.get(
    usersApiPaths.getUserInfo,
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user with the roles they hold',
        security: bearerAuth,
        response: { 200: User, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => {
      const actor = signedInActor(request);
      return users.getUser(actor, actor.user.id);
    },
  );

  app.post(
    signInApiPaths.logout,
    {
      schema: {
        tags: ['account'],
        summary: "Signs out: revokes the refresh token's sign-in (its whole family)",
        security: bearerAuth,
        // Optional: a client may call it with no body at all.
        body: LogoutBody.nullish(),
        response: {
          204: z.null().describe('Signed out'),
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      await sessions.logout(signedInUser(request).id, request.body?.refreshToken);
      return reply.code(204).send(null);
    },
  );
};
