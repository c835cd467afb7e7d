import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldCheckRoutes } from './field-checks.routes.ts';
import { ownAccountRoutes } from './own-account.routes.ts';
import { signInRoutes } from './sign-in.routes.ts';

/** Sign-in, session and the signed-in user's own account (SPEC 7.1). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInRoutes);
  await app.register(fieldCheckRoutes);
  // Its own scope, so the signed-in hook does not reach the public routes above.
  await app.register(ownAccountRoutes);
};
