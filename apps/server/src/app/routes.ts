import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { accountRoutes } from '../modules/account/account.routes.ts';
import { billingRoutes } from '../modules/billing/billing.routes.ts';
import { broadcastRoutes } from '../modules/broadcast/broadcast.routes.ts';
import { addressesRoutes } from '../modules/addresses/addresses.routes.ts';
import { cataloguesRoutes } from '../modules/catalogues/catalogues.routes.ts';
import { childcareProvidersRoutes } from '../modules/childcare-providers/childcare-providers.routes.ts';
import { childrenRoutes } from '../modules/children/children.routes.ts';
import { conversationsRoutes } from '../modules/conversations/conversations.routes.ts';
import { devOutboxRoutes } from '../modules/dev-outbox/dev-outbox.routes.ts';
import { devTelephonyRoutes } from '../modules/dev-telephony/dev-telephony.routes.ts';
import { eventStatisticsRoutes } from '../modules/event-statistics/event-statistics.routes.ts';
import { healthRoutes } from '../modules/health/health.routes.ts';
import { knowledgeBaseRoutes } from '../modules/knowledge-base/knowledge-base.routes.ts';
import { listingClaimsRoutes } from '../modules/listing-claims/listing-claims.routes.ts';
import { mapSettingsRoutes } from '../modules/map-settings/map-settings.routes.ts';
import { noticesRoutes } from '../modules/notices/notices.routes.ts';
import { notificationsRoutes } from '../modules/notifications/notifications.routes.ts';
import { phoneNumbersRoutes } from '../modules/phone-numbers/phone-numbers.routes.ts';
import { onboardingRoutes } from '../modules/onboarding/onboarding.routes.ts';
import { policiesRoutes } from '../modules/policies/policies.routes.ts';
import { privacyDevRoutes } from '../modules/privacy/privacy-dev.routes.ts';
import { privacyRoutes } from '../modules/privacy/privacy.routes.ts';
import { rolesRoutes } from '../modules/roles/roles.routes.ts';
import { surveysRoutes } from '../modules/surveys/surveys.routes.ts';
import { usageRoutes } from '../modules/usage/usage.routes.ts';
import { userLocationsRoutes } from '../modules/user-locations/user-locations.routes.ts';
import { usersRoutes } from '../modules/users/users.routes.ts';
import { voiceAgentRoutes } from '../modules/voice-agent/voice-agent.routes.ts';
import { voiceAssistantsRoutes } from '../modules/voice-assistants/voice-assistants.routes.ts';
import { waitlistRoutes } from '../modules/waitlist/waitlist.routes.ts';

/**
 * Every domain module's routes, registered in this order by build-app.ts. Adding a module is one line
 * here (and one in app/schema.ts if it has tables).
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
  broadcastRoutes,
  noticesRoutes,
  notificationsRoutes,
  conversationsRoutes,
  knowledgeBaseRoutes,
  voiceAssistantsRoutes,
  voiceAgentRoutes,
  phoneNumbersRoutes,
  privacyRoutes,
  privacyDevRoutes,
  eventStatisticsRoutes,
  devOutboxRoutes,
  devTelephonyRoutes,
];
