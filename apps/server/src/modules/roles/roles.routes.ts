import { ApiErrorBody, rolesApiPaths, RolesQuery, RolesResponse } from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn, signedInErrors } from '../../plugins/signed-in.ts';
import { bearerAuth } from '../../plugins/openapi.ts';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signedIn);

  app.get(
    rolesApiPaths.roles,
    {
      schema: {
        tags: ['roles'],
        summary:
          "Roles with their permissions and role types; OData $filter: Id eq N, Id in (...), not (Id in (...)), RoleToRoleTypes/any(r: r/RoleType/Code in ('...')), joined by and",
        security: bearerAuth,
        querystring: RolesQuery,
        response: { 200: RolesResponse, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => ({ items: await app.services.roles.listRoles(request.query.$filter) }),
  );
};
