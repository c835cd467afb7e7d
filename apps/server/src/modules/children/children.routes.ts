import {
  ApiErrorBody,
  ChildInfo,
  childrenApiPaths,
  GetChildInfoQuery,
  permissions,
  SaveChildInfoBody,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

const create = { permissions: [permissions.childCreate] };
const read = { permissions: [permissions.childRead] };

/**
 * Children and their enrollment information (docs/product/waitlist.md#the-child-information-form):
 * a parent saves and reads their own children; another parent's child is a 404, as an unknown one.
 */
export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { children } = app.services;
  await app.register(signedIn);

  app.post(
    childrenApiPaths.saveChildInfo,
    {
      config: create,
      schema: {
        tags: ['children'],
        summary:
          "Creates a child of the signed-in parent (no id) or replaces the information of their child id (every field is sent each time); answers the saved child with its id (200 both ways). dateOfBirth may be up to 9 months ahead (an expected birth, marked expectedBirth) and the child must be 13 or under; languages are codes of GET /enrollment/getLanguages; location null follows the parent's saved location. A 400 names the field and saves nothing",
        security: bearerAuth,
        body: SaveChildInfoBody,
        response: {
          200: ChildInfo,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    (request) => children.save(signedInActor(request), request.body),
  );

  app.get(
    childrenApiPaths.getChildInfo,
    {
      config: read,
      schema: {
        tags: ['children'],
        summary:
          "One child of the signed-in parent, with expectedBirth and the location matching searches from (the child's own, else the parent's saved location, else null); 404 for any other id",
        security: bearerAuth,
        querystring: GetChildInfoQuery,
        response: {
          200: ChildInfo,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    (request) => children.getOwn(signedInActor(request), request.query.childId),
  );
};
