import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/account.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { addressesRoutes } from './addresses/addresses.routes.ts';
import { cataloguesRoutes } from './catalogues/catalogues.routes.ts';
import { childcareProvidersRoutes } from './childcare-providers/childcare-providers.routes.ts';
import { childrenRoutes } from './children/children.routes.ts';
import { conversationsRoutes } from './conversations/conversations.routes.ts';
import { devOutboxRoutes } from './dev-outbox/dev-outbox.routes.ts';
import { devTelephonyRoutes } from './dev-telephony/dev-telephony.routes.ts';
import { eventStatisticsRoutes } from './event-statistics/event-statistics.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { listingClaimsRoutes } from './listing-claims/listing-claims.routes.ts';
import { mapSettingsRoutes } from './map-settings/map-settings.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { offersRoutes } from './offers/offers.routes.ts';
import {
  providerWaitlistPolicyRoutes,
  providerWaitlistRoutes,
} from './provider-waitlist/provider-waitlist.routes.ts';
import { onboardingRoutes } from './onboarding/onboarding.routes.ts';
import { policiesRoutes } from './policies/policies.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { surveysRoutes } from './surveys/surveys.routes.ts';
import { usageRoutes } from './usage/usage.routes.ts';
import { userLocationsRoutes } from './user-locations/user-locations.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { waitlistRoutes } from './waitlist/waitlist.routes.ts';

/**
 * Every domain module's routes, registered in this order by app.ts. Adding a module is one line
 * here (and one in db/schema.ts if it has tables).
 */
export const modules: readonly (FastifyPluginAsyncZod | FastifyPluginCallbackZod)[] = [
  healthRoutes,
  policiesRoutes,
  accountRoutes,
  usersRoutes,
  rolesRoutes,
  cataloguesRoutes,
  childcareProvidersRoutes,
  listingClaimsRoutes,
  mapSettingsRoutes,
  addressesRoutes,
  userLocationsRoutes,
  onboardingRoutes,
  billingRoutes,
  usageRoutes,
  childrenRoutes,
  surveysRoutes,
  waitlistRoutes,
  offersRoutes,
  notificationsRoutes,
  providerWaitlistRoutes,
  providerWaitlistPolicyRoutes,
  conversationsRoutes,
  eventStatisticsRoutes,
  devOutboxRoutes,
  devTelephonyRoutes,
];
