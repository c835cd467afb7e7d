import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldCheckRoutes } from './field-checks/field-checks.routes.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { signInRoutes } from './sign-in/sign-in.routes.ts';

/**
 * Sign-in, the register form's checks and the session's tokens
 * (docs/product/accounts.md#accounts-api).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInRoutes);
  await app.register(fieldCheckRoutes);
  await app.register(sessionsRoutes);
};
