import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxReader } from '../integrations/mail/outbox-reader.ts';
import { createPaymentProvider } from '../integrations/payments/create-payment-provider.ts';
import { createAssistantEngine } from '../integrations/llm/create-assistant-engine.ts';
import { createTelephony } from '../integrations/telephony/create-telephony.ts';
import { createTelephonySandboxReader } from '../integrations/telephony/telephony-sandbox-reader.ts';
import type { AccountLimitsService } from '../modules/account/account-limits.service.ts';
import { createAccountLimitsService } from '../modules/account/account-limits.service.ts';
import type { FieldChecksService } from '../modules/account/field-checks.service.ts';
import { createFieldChecksService } from '../modules/account/field-checks.service.ts';
import { createConfiguredSuperAdmins } from '../modules/account/configured-super-admins.ts';
import type { MagicLinksService } from '../modules/account/magic-links.service.ts';
import { createMagicLinksService } from '../modules/account/magic-links.service.ts';
import type { SessionsService } from '../modules/account/sessions.service.ts';
import { createSessionsService } from '../modules/account/sessions.service.ts';
import type { AddressesService } from '../modules/addresses/addresses.service.ts';
import { createAddressesService } from '../modules/addresses/addresses.service.ts';
import type { BillingService } from '../modules/billing/billing.service.ts';
import { createBillingService } from '../modules/billing/billing.service.ts';
import type { CataloguesService } from '../modules/catalogues/catalogues.service.ts';
import { createCataloguesService } from '../modules/catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../modules/childcare-providers/childcare-providers.service.ts';
import { createChildcareProvidersService } from '../modules/childcare-providers/childcare-providers.service.ts';
import type { ChildrenService } from '../modules/children/children.service.ts';
import { createChildrenService } from '../modules/children/children.service.ts';
import type { ConversationsService } from '../modules/conversations/conversations.service.ts';
import { createConversationsService } from '../modules/conversations/conversations.service.ts';
import type { DevOutboxService } from '../modules/dev-outbox/dev-outbox.service.ts';
import { createDevOutboxService } from '../modules/dev-outbox/dev-outbox.service.ts';
import type { DevTelephonyService } from '../modules/dev-telephony/dev-telephony.service.ts';
import { createDevTelephonyService } from '../modules/dev-telephony/dev-telephony.service.ts';
import type { EventStatisticsService } from '../modules/event-statistics/event-statistics.service.ts';
import { createEventStatisticsService } from '../modules/event-statistics/event-statistics.service.ts';
import type { HealthService } from '../modules/health/health.service.ts';
import { createHealthService } from '../modules/health/health.service.ts';
import type { ListingClaimsService } from '../modules/listing-claims/listing-claims.service.ts';
import { createListingClaimsService } from '../modules/listing-claims/listing-claims.service.ts';
import type { MapSettingsService } from '../modules/map-settings/map-settings.service.ts';
import type { AvailabilityNotifications } from '../modules/notifications/availability.ts';
import { createAvailabilityNotifications } from '../modules/notifications/availability.ts';
import type { NotificationsService } from '../modules/notifications/notifications.service.ts';
import {
  checkedNotice,
  createNotificationsService,
} from '../modules/notifications/notifications.service.ts';
import type { TicketNotifications } from '../modules/notifications/ticket-notifications.ts';
import { createTicketNotifications } from '../modules/notifications/ticket-notifications.ts';
import { createMapSettingsService } from '../modules/map-settings/map-settings.service.ts';
import type { OffersService } from '../modules/offers/offers.service.ts';
import { createOffersService } from '../modules/offers/offers.service.ts';
import { offersWaitlistOf } from '../modules/offers/offers-waitlist.ts';
import type { OnboardingService } from '../modules/onboarding/onboarding.service.ts';
import { createOnboardingService } from '../modules/onboarding/onboarding.service.ts';
import type { ProviderWaitlistService } from '../modules/provider-waitlist/provider-waitlist.service.ts';
import { createProviderWaitlistService } from '../modules/provider-waitlist/provider-waitlist.service.ts';
import type { PoliciesService } from '../modules/policies/policies.service.ts';
import { loadPoliciesService } from '../modules/policies/policies.service.ts';
import type { RolesService } from '../modules/roles/roles.service.ts';
import { createRolesService } from '../modules/roles/roles.service.ts';
import type { SurveysService } from '../modules/surveys/surveys.service.ts';
import { createSurveysService } from '../modules/surveys/surveys.service.ts';
import type { UsageService } from '../modules/usage/usage.service.ts';
import { createUsageService } from '../modules/usage/usage.service.ts';
import type { UserLocationsService } from '../modules/user-locations/user-locations.service.ts';
import { createUserLocationsService } from '../modules/user-locations/user-locations.service.ts';
import type { UsersService } from '../modules/users/users.service.ts';
import { createUsersService } from '../modules/users/users.service.ts';
import type { VoiceAssistantsService } from '../modules/voice-assistants/voice-assistants.service.ts';
import { createVoiceAssistantsService } from '../modules/voice-assistants/voice-assistants.service.ts';
import type { WaitlistService } from '../modules/waitlist/waitlist.service.ts';
import { createWaitlistService } from '../modules/waitlist/waitlist.service.ts';
import type { TicketConfirmations } from '../modules/waitlist/ticket-confirmation.ts';
import { createTicketConfirmations } from '../modules/waitlist/ticket-confirmation.ts';

/** Every domain service, each built once: routes and other services use these instances. */
export interface Services {
  health: HealthService;
  policies: PoliciesService;
  roles: RolesService;
  users: UsersService;
  sessions: SessionsService;
  magicLinks: MagicLinksService;
  fieldChecks: FieldChecksService;
  accountLimits: AccountLimitsService;
  eventStatistics: EventStatisticsService;
  devOutbox: DevOutboxService;
  devTelephony: DevTelephonyService;
  catalogues: CataloguesService;
  childcareProviders: ChildcareProvidersService;
  listingClaims: ListingClaimsService;
  mapSettings: MapSettingsService;
  addresses: AddressesService;
  userLocations: UserLocationsService;
  onboarding: OnboardingService;
  billing: BillingService;
  usage: UsageService;
  children: ChildrenService;
  surveys: SurveysService;
  waitlist: WaitlistService;
  offers: OffersService;
  notifications: NotificationsService;
  availabilityNotifications: AvailabilityNotifications;
  ticketNotifications: TicketNotifications;
  ticketConfirmations: TicketConfirmations;
  providerWaitlist: ProviderWaitlistService;
  voiceAssistants: VoiceAssistantsService;
  conversations: ConversationsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain services (see plugins/services.ts); route handlers call these. */
    services: Services;
  }
}

/** What the services are built from: the infrastructure plugins' decorators. */
export type ServiceInfrastructure = Pick<
  FastifyInstance,
  | 'config'
  | 'clock'
  | 'db'
  | 'dbConnection'
  | 'mail'
  | 'jobs'
  | 'accessTokens'
  | 'createRateLimit'
  | 'log'
>;

/**
 * Wires the services together. A module reaches another module through the other's service,
 * passed in here, never through its repository or tables. Adding a module adds one line.
 */
export async function buildServices(infrastructure: ServiceInfrastructure): Promise<Services> {
  const { config, clock, db, dbConnection, mail, jobs, accessTokens, createRateLimit, log } =
    infrastructure;
  const roles = createRolesService(db, clock);
  const users = createUsersService({
    db,
    clock,
    roles,
    // Billing is built below; users asks it only when a request arrives.
    activeSubscriptions: (userId) => billing.activeSubscriptions(userId),
  });
  const sessions = createSessionsService({
    db,
    clock,
    accessTokens,
    users,
    // Children is built below; the access token's claim counts them when a token is issued.
    countChildren: (userId) => children.countOfParent(userId),
  });
  const superAdmins = createConfiguredSuperAdmins({
    emails: config.SUPERADMIN_EMAILS,
    users,
    roles,
    clock,
    log,
  });
  await superAdmins.grantAtStartUp();
  const magicLinks = createMagicLinksService({
    db,
    clock,
    mail,
    users,
    sessions,
    superAdmins,
    allowedOrigins: [config.PUBLIC_ORIGIN, ...config.ALLOWED_ORIGINS],
    perEmailLimit: config.MAGIC_LINKS_PER_EMAIL,
    log,
  });
  // Waitlist is built below; catalogues asks it only when a request names a ticket.
  const catalogues = createCataloguesService(db, (userId, ticketId) =>
    waitlist.providerTypeIdsOfTicket(userId, ticketId),
  );
  const childcareProviders = createChildcareProvidersService({
    db,
    clock,
    users,
    catalogues,
    matchListTtlMs: config.MATCH_LIST_TTL_MS,
    // Built below; a profile edit that raised available spaces queues the families' notices.
    onSpacesRaised: (providerId, ageGroupIds) =>
      availabilityNotifications.spacesRaised(providerId, ageGroupIds),
  });
  const userLocations = createUserLocationsService({ db, clock });
  const children = createChildrenService({
    db,
    clock,
    catalogues,
    userLocations,
    // The waitlist is built below from children; it answers when a list is asked for.
    waitlistStatuses: (parentUserId, childIds) =>
      waitlist.statusesOfChildren(parentUserId, childIds),
  });
  const waitlist = createWaitlistService({
    db,
    clock,
    catalogues,
    childcareProviders,
    children,
    // Offers are built below; the parent's request list asks them when it is read, and a
    // withdrawal asks them to decline the request's open offer.
    latestOffers: (requestIds) => offers.latestOfferOfRequests(requestIds),
    declineOpenOffer: (requestId) => offers.declineOpenOfferOf(requestId),
  });
  // Offers are built below; the provider's list asks them for open offers when it is read.
  const providerWaitlist = createProviderWaitlistService({
    db,
    clock,
    childcareProviders,
    users,
    waitlist,
    openOffers: (requestIds) => offers.openOfferOfRequests(requestIds),
  });
  const offers = createOffersService({
    db,
    clock,
    childcareProviders,
    catalogues,
    users,
    publicOrigin: config.PUBLIC_ORIGIN,
    log,
    ports: {
      waitlist: offersWaitlistOf(waitlist),
      settingsOf: (providerId) => providerWaitlist.settingsOf(providerId),
      notify: async (notice, tx) => {
        await notifications.notify(checkedNotice(notice), tx === undefined ? {} : { db: tx });
      },
    },
  });
  const telephony = await createTelephony({ config, db, clock });
  const notifications = createNotificationsService({
    db,
    clock,
    jobs,
    mail,
    telephony,
    users,
    log,
  });
  const ticketConfirmations = createTicketConfirmations({ db, clock, lifecycle: waitlist });
  const availabilityNotifications = createAvailabilityNotifications({
    db,
    clock,
    jobs,
    publicOrigin: config.PUBLIC_ORIGIN,
    notifications,
    childcareProviders,
    catalogues,
    waitlist,
    children,
    users,
    ticketConfirmations,
    // Billing is built below; an opening asks it only once spaces open.
    subscriptions: { activeSubscriptions: (userId) => billing.activeSubscriptions(userId) },
  });
  const billing = createBillingService({
    db,
    clock,
    log,
    payments: createPaymentProvider(config),
    users,
    allowedOrigins: [config.PUBLIC_ORIGIN, ...config.ALLOWED_ORIGINS],
    taxRegistrationNumber: config.HST_REGISTRATION_NUMBER ?? null,
  });
  const onboarding = createOnboardingService({ db, clock, roles });
  const usage = createUsageService({ db, clock, billing });
  const voiceAssistants = createVoiceAssistantsService({ db, clock });
  const conversations = createConversationsService({
    db,
    clock,
    engine: await createAssistantEngine(config),
    budget: {
      messagesPerDay: config.AI_DAILY_MESSAGE_LIMIT,
      tokensPerDay: config.AI_DAILY_TOKEN_LIMIT,
    },
    childcareProviders,
    voiceAssistants,
    onboarding,
    roles,
    users,
    usage,
    log,
  });
  return {
    health: createHealthService(dbConnection),
    policies: await loadPoliciesService(),
    roles,
    users,
    sessions,
    magicLinks,
    fieldChecks: createFieldChecksService(users),
    accountLimits: createAccountLimitsService({ config, createRateLimit }),
    eventStatistics: createEventStatisticsService({ db, clock }),
    devOutbox: createDevOutboxService(createOutboxReader(db)),
    devTelephony: createDevTelephonyService(createTelephonySandboxReader(db)),
    catalogues,
    childcareProviders,
    listingClaims: createListingClaimsService({
      db,
      clock,
      telephony,
      childcareProviders,
      serverSecret: config.JWT_SECRET,
      log,
    }),
    mapSettings: createMapSettingsService(config),
    addresses: createAddressesService(),
    userLocations,
    onboarding,
    billing,
    usage,
    children,
    surveys: createSurveysService({
      db,
      clock,
      hasSentRequests: (userId) => waitlist.hasSentRequests(userId),
    }),
    waitlist,
    offers,
    providerWaitlist,
    voiceAssistants,
    conversations,
    notifications,
    availabilityNotifications,
    ticketNotifications: createTicketNotifications({
      db,
      clock,
      secret: config.JWT_SECRET,
      waitlist,
      children,
      ticketConfirmations,
    }),
    ticketConfirmations,
  };
}

/**
 * Decorates the app with `services`, built once at start-up, after the infrastructure they need
 * (fastify-plugin checks the dependencies by name when this plugin registers).
 */
export const servicesPlugin = fp(
  async (app) => {
    app.decorate('services', await buildServices(app));
  },
  {
    name: 'services',
    fastify: '5.x',
    dependencies: ['config', 'clock', 'database', 'mail', 'jobs', 'authentication', 'rate-limit'],
  },
);
