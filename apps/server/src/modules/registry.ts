import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/health.routes.ts';
import { policiesRoutes } from './policies/policies.routes.ts';

/**
 * Every domain module's routes, registered in this order by app.ts. Adding a module is one line
 * here (and one in db/schema.ts if it has tables).
 */
export const modules: readonly (FastifyPluginAsyncZod | FastifyPluginCallbackZod)[] = [
  healthRoutes,
  policiesRoutes,
];
