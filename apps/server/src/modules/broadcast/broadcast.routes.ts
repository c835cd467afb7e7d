import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyRoutes } from './family/family.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { spotRoutes } from './spots/spots.routes.ts';

/** The broadcast module's routes (docs/product/broadcast.md), each sub-folder's in its own scope. */
export const broadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ordersRoutes);
  await app.register(spotRoutes);
  await app.register(familyRoutes);
};
