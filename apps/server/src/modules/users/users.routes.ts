import {
  ApiErrorBody,
  AssignRolesBody,
  Email,
  SubscriptionsResponse,
  UpdateUserBody,
  User,
  usersApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor } from '../../plugins/signed-in.ts';

/**
 * UUIDs are case-insensitive on input (RFC 9562) and the OpenAPI pattern accepts upper case:
 * canonical lower case here, so one's own id in capitals is still oneself, not a stranger.
 */
const UserIdParams = z.object({ userId: z.uuid().transform((id) => id.toLowerCase()) });
const EmailParams = z.object({ email: Email });

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
} as const;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;
  await app.register(signedIn);

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

  app.get(
    routePath(usersApiPaths.userSubscriptions),
    {
      schema: {
        tags: ['users'],
        summary:
          "The user's active subscriptions (name, status, renewal date); an empty list when none",
        security: bearerAuth,
        params: EmailParams,
        response: { 200: SubscriptionsResponse, ...errors },
      },
    },
    async (request) => ({
      items: await users.subscriptionsOf(signedInActor(request), request.params.email),
    }),
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
