import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchesRoutes } from './matches/matches.routes.ts';
import { offerLinkRoutes } from './offers/offer-links.routes.ts';
import { offersRoutes } from './offers/offers.routes.ts';
import {
  providerWaitlistPolicyRoutes,
  providerWaitlistRoutes,
} from './provider-waitlist/provider-waitlist.routes.ts';
import { requestsRoutes } from './requests/requests.routes.ts';
import { childrenListRoutes } from './tickets/children-list.routes.ts';
import { providerTypesRoutes } from './tickets/provider-types.routes.ts';
import { ticketsRoutes } from './tickets/tickets.routes.ts';

/**
 * The waitlist, one lifecycle from both sides: the parent's ticket, matches and requests, the
 * provider's list with its priorities and settings, and the offers between them. Each sub-folder
 * registers its own scope (signed-in, or public for the emailed links and the policy).
 */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(providerTypesRoutes);
  await app.register(childrenListRoutes);
  await app.register(ticketsRoutes);
  await app.register(matchesRoutes);
  await app.register(requestsRoutes);
  await app.register(offerLinkRoutes);
  await app.register(offersRoutes);
  await app.register(providerWaitlistRoutes);
  await app.register(providerWaitlistPolicyRoutes);
};
