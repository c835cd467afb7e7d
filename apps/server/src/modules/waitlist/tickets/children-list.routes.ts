import { childrenApiPaths, ChildrenResponse, permissions } from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

/**
 * GET /api/children: the parent's children with each one's waitlist status. The children
 * module owns the children; the status is the waitlist's, so the list is composed here.
 */
export const childrenListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tickets } = app.services;
  await app.register(signedIn);

  app.get(
    childrenApiPaths.children,
    {
      config: { permissions: [permissions.childRead] },
      schema: {
        tags: ['children'],
        summary:
          "The signed-in parent's children, oldest record first, each with its waitlist status: the ticket id (null before the wizard is finished once), the requests still on providers' waitlists and the best position among them",
        security: bearerAuth,
        response: { 200: ChildrenResponse, ...signedInErrors },
      },
    },
    (request) => tickets.childrenOfParent(signedInActor(request)),
  );
};
