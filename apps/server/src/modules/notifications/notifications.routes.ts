import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityRoutes } from './availability/availability.routes.ts';
import {
  confirmationLinkRoutes,
  reconfirmationRoutes,
} from './reconfirmation/reconfirmation.routes.ts';

/**
 * Notifications (docs/product/offers.md#notifications): availability openings and alerts (availability/), and "still
 * interested?" with its emailed link (reconfirmation/), each in its scope.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(confirmationLinkRoutes);
  await app.register(reconfirmationRoutes);
  await app.register(availabilityRoutes);
};
