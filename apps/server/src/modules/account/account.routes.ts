import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAccountServices } from './account-services.ts';
import { fieldCheckRoutes } from './field-checks.routes.ts';
import { ownAccountRoutes } from './own-account.routes.ts';
import { signInRoutes } from './sign-in.routes.ts';

/** Sign-in, session and the signed-in user's own account (SPEC 7.1). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = createAccountServices(app);
  await app.register(signInRoutes, { services });
  await app.register(fieldCheckRoutes, { services });
  // Its own scope, so the signed-in hook does not reach the public routes above.
  await app.register(ownAccountRoutes, { services });
};
