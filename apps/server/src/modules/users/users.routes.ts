import {
  ApiErrorBody,
  AssignRolesBody,
  UpdateUserBody,
  User,
  usersApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

/**
 * UUIDs are case-insensitive on input (RFC 9562) and the OpenAPI pattern accepts upper case:
 * canonical lower case here, so one's own id in capitals is still oneself, not a stranger.
 */
const UserIdParams = z.object({ userId: z.uuid().transform((id) => id.toLowerCase()) });

const errors = {
  400: ApiErrorBody,
  ...signedInErrors,
  404: ApiErrorBody,
} as const;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;
  await app.register(signedIn);

  // No permission: it answers with or without a roleId.
  app.get(
    usersApiPaths.getUserInfo,
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user with the roles they hold',
        security: bearerAuth,
        response: { 200: User, ...signedInErrors, 404: ApiErrorBody },
      },
    },
    (request) => {
      const actor = signedInActor(request);
      return users.getUser(actor, actor.user.id);
    },
  );

  app.get(
    routePath(usersApiPaths.user),
    {
      schema: {
        tags: ['users'],
        summary: 'A user: oneself, or anyone when the current role holds user.manage',
        security: bearerAuth,
        params: UserIdParams,
        response: { 200: User, ...errors },
      },
    },
    (request) => users.getUser(signedInActor(request), request.params.userId),
  );

  app.put(
    usersApiPaths.users,
    {
      schema: {
        tags: ['users'],
        summary:
          "Updates the signed-in user's names, user name, phone number (E.164) and preferred language",
        security: bearerAuth,
        body: UpdateUserBody,
        response: { 200: User, ...errors },
      },
    },
    (request) => users.updateOwnProfile(signedInActor(request), request.body),
  );

  app.post(
    routePath(usersApiPaths.userRoles),
    {
      schema: {
        tags: ['users'],
        summary:
          'Adds roles: to oneself Parent and one provider role; SuperAdmin and other users need role.assign',
        security: bearerAuth,
        params: UserIdParams,
        body: AssignRolesBody,
        response: { 200: User, ...errors, 409: ApiErrorBody },
      },
    },
    (request) => users.assignRoles(signedInActor(request), request.params.userId, request.body),
  );
};
