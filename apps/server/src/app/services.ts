import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AccessTokens } from '../auth/access-tokens.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Embedder } from '../integrations/llm/embedder.ts';
import type { Database, DatabaseConnection } from '../db/database.ts';
import type { ChangeSignals } from '../events/change-signals.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { AssistantEngine } from '../integrations/llm/assistant-engine.ts';
import { createOutboxReader } from '../integrations/mail/outbox-reader.ts';
import type { MailSender } from '../integrations/mail/mail-sender.ts';
import type { PaymentProvider } from '../integrations/payments/payment-provider.ts';
import type { Geocoder } from '../integrations/geocoding/geocoder.ts';
import type { PostalAreaGeocoder } from '../integrations/geocoding/postal-area-geocoder.ts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { Telephony } from '../integrations/telephony/telephony.ts';
import type { SafeFetcher } from '../integrations/web/safe-fetch.ts';
import { createTelephonySandboxReader } from '../integrations/telephony/telephony-sandbox-reader.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { FieldChecksService } from '../modules/account/field-checks/field-checks.service.ts';
import { createFieldChecksService } from '../modules/account/field-checks/field-checks.service.ts';
import type { AccountLimitsService } from '../modules/account/limits/limits.service.ts';
import { createAccountLimitsService } from '../modules/account/limits/limits.service.ts';
import type { SessionsService } from '../modules/account/sessions/sessions.service.ts';
import { createSessionsService } from '../modules/account/sessions/sessions.service.ts';
import type { SignInService } from '../modules/account/sign-in/sign-in.service.ts';
import { createSignInService } from '../modules/account/sign-in/sign-in.service.ts';
import type { SuperAdminsService } from '../modules/account/super-admins/super-admins.service.ts';
import { createSuperAdminsService } from '../modules/account/super-admins/super-admins.service.ts';
import type { AddressesService } from '../modules/addresses/addresses.service.ts';
import { createAddressesService } from '../modules/addresses/addresses.service.ts';
import type { CheckoutService } from '../modules/billing/checkout/checkout.service.ts';
import { createCheckoutService } from '../modules/billing/checkout/checkout.service.ts';
import type { PaymentHistoryService } from '../modules/billing/payment-history/payment-history.service.ts';
import { createPaymentHistoryService } from '../modules/billing/payment-history/payment-history.service.ts';
import type { ProductAdminService } from '../modules/billing/product-admin/product-admin.service.ts';
import { createProductAdminService } from '../modules/billing/product-admin/product-admin.service.ts';
import type { SandboxCheckoutService } from '../modules/billing/sandbox-checkout/sandbox-checkout.service.ts';
import { createSandboxCheckoutService } from '../modules/billing/sandbox-checkout/sandbox-checkout.service.ts';
import type { SubscriptionsService } from '../modules/billing/subscriptions/subscriptions.service.ts';
import { createSubscriptionsService } from '../modules/billing/subscriptions/subscriptions.service.ts';
import type { FamilyBroadcastsService } from '../modules/broadcast/family/family.service.ts';
import { createFamilyBroadcastsService } from '../modules/broadcast/family/family.service.ts';
import type { BroadcastOrdersService } from '../modules/broadcast/orders/orders.service.ts';
import { createBroadcastOrdersService } from '../modules/broadcast/orders/orders.service.ts';
import type { SpotBroadcasts } from '../modules/broadcast/spots/spots.service.ts';
import { createSpotBroadcasts } from '../modules/broadcast/spots/spots.service.ts';
import type { CataloguesService } from '../modules/catalogues/catalogues.service.ts';
import { createCataloguesService } from '../modules/catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../modules/childcare-providers/childcare-providers.service.ts';
import { createChildcareProvidersService } from '../modules/childcare-providers/childcare-providers.service.ts';
import type { ProviderMatching } from '../modules/childcare-providers/provider-matching-list.ts';
import { createProviderMatching } from '../modules/childcare-providers/provider-matching-list.ts';
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
import type { KnowledgeBaseService } from '../modules/knowledge-base/knowledge-base.service.ts';
import { createKnowledgeBaseService } from '../modules/knowledge-base/knowledge-base.service.ts';
import { crawlerUserAgent } from '../modules/knowledge-base/website-crawl.ts';
import { prepareVectorSearch } from '../modules/knowledge-base/knowledge-base-vectors.ts';
import type { ListingClaimsService } from '../modules/listing-claims/listing-claims.service.ts';
import { createListingClaimsService } from '../modules/listing-claims/listing-claims.service.ts';
import type { MapSettingsService } from '../modules/map-settings/map-settings.service.ts';
import { createMapSettingsService } from '../modules/map-settings/map-settings.service.ts';
import type { NoticesService } from '../modules/notices/notices.service.ts';
import { createNoticesService } from '../modules/notices/notices.service.ts';
import type { AvailabilityNotifications } from '../modules/notifications/availability/availability.service.ts';
import { createAvailabilityNotifications } from '../modules/notifications/availability/availability.service.ts';
import type { Reconfirmation } from '../modules/notifications/reconfirmation/reconfirmation.service.ts';
import { createReconfirmation } from '../modules/notifications/reconfirmation/reconfirmation.service.ts';
import type { OnboardingService } from '../modules/onboarding/onboarding.service.ts';
import { createOnboardingService } from '../modules/onboarding/onboarding.service.ts';
import type { PoliciesService } from '../modules/policies/policies.service.ts';
import type { PrivacyService } from '../modules/privacy/privacy.service.ts';
import { createPrivacyService } from '../modules/privacy/privacy.service.ts';
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
import type { VoiceAnswerer } from '../modules/voice-agent/answering/voice-answerer.ts';
import { createVoiceAnswerer } from '../modules/voice-agent/answering/voice-answerer.service.ts';
import type { VoiceAssistantsService } from '../modules/voice-assistants/voice-assistants.service.ts';
import { createVoiceAssistantsService } from '../modules/voice-assistants/voice-assistants.service.ts';
import type { VoiceRelayService } from '../modules/voice-agent/relay/voice-relay.service.ts';
import { createVoiceRelayService } from '../modules/voice-agent/relay/voice-relay.service.ts';
import type { VoiceConversationsService } from '../modules/voice-agent/voice-conversations.service.ts';
import { createVoiceConversationsService } from '../modules/voice-agent/voice-conversations.service.ts';
import type { TicketConfirmations } from '../modules/waitlist/confirmations/confirmations.service.ts';
import { createTicketConfirmations } from '../modules/waitlist/confirmations/confirmations.service.ts';
import type { MatchesService } from '../modules/waitlist/matches/matches.service.ts';
import { createMatchesService } from '../modules/waitlist/matches/matches.service.ts';
import type { OffersService } from '../modules/waitlist/offers/offers.service.ts';
import { createOffersService } from '../modules/waitlist/offers/offers.service.ts';
import type { ProviderWaitlistService } from '../modules/waitlist/provider-waitlist/provider-waitlist.service.ts';
import { createProviderWaitlistService } from '../modules/waitlist/provider-waitlist/provider-waitlist.service.ts';
import type { RequestLifecycle } from '../modules/waitlist/requests/request-lifecycle.ts';
import { createRequestLifecycle } from '../modules/waitlist/requests/request-lifecycle.ts';
import type { RequestsService } from '../modules/waitlist/requests/requests.service.ts';
import { createRequestsService } from '../modules/waitlist/requests/requests.service.ts';
import type { TicketsService } from '../modules/waitlist/tickets/tickets.service.ts';
import { createTicketsService } from '../modules/waitlist/tickets/tickets.service.ts';
import type { PhoneCallsService } from '../modules/phone-numbers/phone-calls.service.ts';
import { createPhoneCallsService } from '../modules/phone-numbers/phone-calls.service.ts';
import type { PhoneNumbersService } from '../modules/phone-numbers/phone-numbers.service.ts';
import { createPhoneNumbersService } from '../modules/phone-numbers/phone-numbers.service.ts';
import type { ServiceNode } from './service-graph.ts';
import { buildOrder } from './service-graph.ts';

/** What every service may use besides other services: the infrastructure and the adapters. */
export interface ServiceInfrastructure {
  config: Config;
  clock: Clock;
  db: Database;
  dbConnection: DatabaseConnection;
  log: FastifyBaseLogger;
  mail: MailSender;
  jobs: JobQueue;
  events: DomainEvents;
  /** Tells the other API processes on the database to forget what a change made stale. */
  changes: ChangeSignals;
  accessTokens: AccessTokens;
  createRateLimit: FastifyInstance['createRateLimit'];
  telephony: Telephony;
  payments: PaymentProvider;
  assistantEngine: AssistantEngine;
  /** The geocoder at GEOCODER_URL, and the embedded one for when it cannot be reached. */
  geocoder: Geocoder;
  postalAreas: PostalAreaGeocoder;
  /** Uploaded files: DATA_DIR/files, or the S3-compatible store of S3_BUCKET. */
  fileStorage: FileStorage;
  /** Fetches of addresses users give (the knowledge base's crawl): no private address. */
  webFetcher: SafeFetcher;
  /** AI_EMBEDDING_MODEL's embedder (the knowledge base's vector search); null when unset. */
  embedder: Embedder | null;
}

/** Every domain service, each built once: routes, jobs and subscribers use these instances. */
export interface Services {
  health: HealthService;
  policies: PoliciesService;
  roles: RolesService;
  users: UsersService;
  superAdmins: SuperAdminsService;
  sessions: SessionsService;
  signIn: SignInService;
  fieldChecks: FieldChecksService;
  accountLimits: AccountLimitsService;
  eventStatistics: EventStatisticsService;
  devOutbox: DevOutboxService;
  devTelephony: DevTelephonyService;
  catalogues: CataloguesService;
  providerMatching: ProviderMatching;
  childcareProviders: ChildcareProvidersService;
  listingClaims: ListingClaimsService;
  mapSettings: MapSettingsService;
  addresses: AddressesService;
  userLocations: UserLocationsService;
  onboarding: OnboardingService;
  checkout: CheckoutService;
  sandboxCheckout: SandboxCheckoutService;
  subscriptions: SubscriptionsService;
  paymentHistory: PaymentHistoryService;
  productAdmin: ProductAdminService;
  usage: UsageService;
  children: ChildrenService;
  surveys: SurveysService;
  tickets: TicketsService;
  matches: MatchesService;
  requestLifecycle: RequestLifecycle;
  requests: RequestsService;
  offers: OffersService;
  providerWaitlist: ProviderWaitlistService;
  ticketConfirmations: TicketConfirmations;
  notices: NoticesService;
  availabilityNotifications: AvailabilityNotifications;
  reconfirmation: Reconfirmation;
  voiceAssistants: VoiceAssistantsService;
  conversations: ConversationsService;
  knowledgeBase: KnowledgeBaseService;
  voiceConversations: VoiceConversationsService;
  phoneNumbers: PhoneNumbersService;
  phoneCalls: PhoneCallsService;
  voiceAnswerer: VoiceAnswerer;
  voiceRelay: VoiceRelayService;
  privacy: PrivacyService;
  familyBroadcasts: FamilyBroadcastsService;
  broadcastOrders: BroadcastOrdersService;
  spotBroadcasts: SpotBroadcasts;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain services (app/services.ts); route handlers call these. */
    services: Services;
    /** The domain events (events/domain-events.ts); app/event-subscriptions.ts subscribes. */
    events: DomainEvents;
  }
}

/** Where a sign-in link or a checkout may send the browser back to. */
const allowedOriginsOf = (config: Config): string[] => [
  config.PUBLIC_ORIGIN,
  ...config.ALLOWED_ORIGINS,
];

/** A service's dependencies: the services it names, and the infrastructure. */
type Deps<N extends keyof Services> = Pick<Services, N> & ServiceInfrastructure;

/**
 * One service: what it needs, and how it is built from exactly that (the compiler refuses a
 * build that reaches for a service it did not name).
 */
function service<T, N extends keyof Services = never>(
  needs: readonly N[],
  build: (deps: Deps<N>) => T | Promise<T>,
): ServiceNode & { build: (deps: Deps<N>) => T | Promise<T> } {
  return { needs, build };
}

/**
 * The service graph. A module reaches another module through the other's service, named here,
 * never through its repository or tables. A reaction to another module's change is a domain event
 * (app/event-subscriptions.ts), never a service that needs one built after it: the graph has no
 * circle (service-graph.test.ts), and ARCHITECTURE.md draws it.
 */
export const serviceDefinitions = {
  health: service([], ({ dbConnection }) => createHealthService(dbConnection)),
  policies: service([], () => loadPoliciesService()),
  roles: service([], (deps) => createRolesService(deps)),
  users: service(['roles'], (deps) => createUsersService(deps)),
  superAdmins: service(['users', 'roles'], async (deps) => {
    const superAdmins = createSuperAdminsService({
      ...deps,
      emails: deps.config.SUPERADMIN_EMAILS,
    });
    await superAdmins.grantAtStartUp();
    return superAdmins;
  }),
  sessions: service(['users', 'children'], ({ db, clock, accessTokens, users, children }) =>
    createSessionsService({
      db,
      clock,
      accessTokens,
      users,
      // The access token's `children` claim.
      countChildren: (userId) => children.countOfParent(userId),
    }),
  ),
  signIn: service(['users', 'sessions', 'superAdmins'], (deps) =>
    createSignInService({
      ...deps,
      allowedOrigins: allowedOriginsOf(deps.config),
      perEmailLimit: deps.config.MAGIC_LINKS_PER_EMAIL,
    }),
  ),
  fieldChecks: service(['users'], (deps) => createFieldChecksService(deps)),
  accountLimits: service([], (deps) => createAccountLimitsService(deps)),
  eventStatistics: service([], (deps) => createEventStatisticsService(deps)),
  devOutbox: service([], ({ db }) => createDevOutboxService(createOutboxReader(db))),
  devTelephony: service([], ({ db }) =>
    createDevTelephonyService(createTelephonySandboxReader(db)),
  ),
  catalogues: service([], ({ db }) => createCataloguesService(db)),
  providerMatching: service([], ({ db, clock, config, changes }) =>
    createProviderMatching(db, () => clock().getTime(), config.MATCH_LIST_TTL_MS, changes),
  ),
  childcareProviders: service(['users', 'catalogues', 'providerMatching', 'addresses'], (deps) =>
    createChildcareProvidersService(deps),
  ),
  listingClaims: service(['childcareProviders'], (deps) =>
    createListingClaimsService({ ...deps, serverSecret: deps.config.JWT_SECRET }),
  ),
  mapSettings: service([], ({ config }) => createMapSettingsService(config)),
  addresses: service([], (deps) => createAddressesService(deps)),
  userLocations: service(['addresses'], (deps) => createUserLocationsService(deps)),
  onboarding: service(['roles'], (deps) => createOnboardingService(deps)),
  subscriptions: service(['users'], (deps) =>
    createSubscriptionsService({ ...deps, allowedOrigins: allowedOriginsOf(deps.config) }),
  ),
  checkout: service(['subscriptions'], (deps) =>
    createCheckoutService({ ...deps, allowedOrigins: allowedOriginsOf(deps.config) }),
  ),
  sandboxCheckout: service(['checkout'], (deps) =>
    createSandboxCheckoutService({ ...deps, enabled: deps.payments.kind === 'sandbox' }),
  ),
  paymentHistory: service(['users'], (deps) =>
    createPaymentHistoryService({
      ...deps,
      taxRegistrationNumber: deps.config.HST_REGISTRATION_NUMBER ?? null,
    }),
  ),
  productAdmin: service([], (deps) => createProductAdminService(deps)),
  usage: service(['subscriptions'], (deps) => createUsageService(deps)),
  children: service(['catalogues', 'userLocations'], (deps) => createChildrenService(deps)),
  surveys: service(['tickets'], (deps) => createSurveysService(deps)),
  tickets: service(['catalogues', 'childcareProviders', 'children'], (deps) =>
    createTicketsService(deps),
  ),
  matches: service(['catalogues', 'providerMatching', 'children'], (deps) =>
    createMatchesService(deps),
  ),
  requestLifecycle: service(['catalogues', 'children'], (deps) => createRequestLifecycle(deps)),
  requests: service(['childcareProviders', 'children', 'matches', 'offers'], (deps) =>
    createRequestsService(deps),
  ),
  offers: service(
    ['childcareProviders', 'catalogues', 'users', 'requestLifecycle', 'notices'],
    (deps) => createOffersService({ ...deps, publicOrigin: deps.config.PUBLIC_ORIGIN }),
  ),
  providerWaitlist: service(
    ['childcareProviders', 'users', 'children', 'requestLifecycle', 'offers'],
    (deps) => createProviderWaitlistService(deps),
  ),
  ticketConfirmations: service(['requestLifecycle'], ({ db, clock, requestLifecycle }) =>
    createTicketConfirmations({ db, clock, lifecycle: requestLifecycle }),
  ),
  notices: service(['users'], (deps) => createNoticesService(deps)),
  availabilityNotifications: service(
    [
      'notices',
      'childcareProviders',
      'catalogues',
      'requestLifecycle',
      'matches',
      'children',
      'users',
      'ticketConfirmations',
      'subscriptions',
      'tickets',
    ],
    (deps) => createAvailabilityNotifications({ ...deps, publicOrigin: deps.config.PUBLIC_ORIGIN }),
  ),
  reconfirmation: service(
    ['notices', 'ticketConfirmations', 'children', 'users', 'tickets'],
    (deps) =>
      createReconfirmation({
        ...deps,
        secret: deps.config.JWT_SECRET,
        publicOrigin: deps.config.PUBLIC_ORIGIN,
      }),
  ),
  voiceAssistants: service(['knowledgeBase'], (deps) =>
    createVoiceAssistantsService({ ...deps, publicOrigin: deps.config.PUBLIC_ORIGIN }),
  ),
  voiceConversations: service(
    ['voiceAssistants', 'voiceAnswerer', 'notices', 'usage', 'users'],
    (deps) =>
      createVoiceConversationsService({
        ...deps,
        // The after-call summary asks the model only when an AI provider is configured.
        summaryEngine: deps.config.AI_PROVIDER === 'local' ? null : deps.assistantEngine,
        publicOrigin: deps.config.PUBLIC_ORIGIN,
      }),
  ),
  voiceRelay: service(['voiceAssistants', 'voiceAnswerer', 'usage'], (deps) =>
    createVoiceRelayService(deps),
  ),
  phoneNumbers: service(['subscriptions', 'voiceAssistants', 'notices'], (deps) =>
    createPhoneNumbersService({ ...deps, publicOrigin: deps.config.PUBLIC_ORIGIN }),
  ),
  phoneCalls: service(['phoneNumbers', 'voiceAssistants', 'voiceConversations', 'usage'], (deps) =>
    createPhoneCallsService({ ...deps, publicOrigin: deps.config.PUBLIC_ORIGIN }),
  ),
  conversations: service(
    ['childcareProviders', 'voiceAssistants', 'onboarding', 'roles', 'users', 'usage'],
    (deps) =>
      createConversationsService({
        ...deps,
        engine: deps.assistantEngine,
        budget: {
          messagesPerDay: deps.config.AI_DAILY_MESSAGE_LIMIT,
          tokensPerDay: deps.config.AI_DAILY_TOKEN_LIMIT,
        },
      }),
  ),
  knowledgeBase: service(['subscriptions'], async (deps) =>
    createKnowledgeBaseService({
      ...deps,
      crawlerUserAgent: crawlerUserAgent(deps.config.PUBLIC_ORIGIN),
      // pgvector where the server has it; checked (and created) only when vectors are made.
      vectorSearch:
        deps.embedder === null ? 'arrays' : await prepareVectorSearch(deps.db, deps.log),
    }),
  ),
  voiceAnswerer: service(
    ['knowledgeBase', 'childcareProviders', 'providerWaitlist', 'users', 'catalogues'],
    (deps) =>
      createVoiceAnswerer({
        ...deps,
        engine: deps.assistantEngine,
        publicOrigin: deps.config.PUBLIC_ORIGIN,
      }),
  ),
  privacy: service(
    [
      'users',
      'roles',
      'userLocations',
      'children',
      'tickets',
      'requests',
      'offers',
      'notices',
      'conversations',
      'paymentHistory',
      'subscriptions',
      'voiceAssistants',
      'voiceConversations',
      'sessions',
      'signIn',
      'childcareProviders',
      'familyBroadcasts',
      'knowledgeBase',
      'spotBroadcasts',
      'availabilityNotifications',
      'surveys',
      'onboarding',
      'listingClaims',
      'eventStatistics',
      'phoneNumbers',
    ],
    (deps) =>
      createPrivacyService({
        ...deps,
        secret: deps.config.JWT_SECRET,
        publicOrigin: deps.config.PUBLIC_ORIGIN,
      }),
  ),
  familyBroadcasts: service(
    [
      'catalogues',
      'children',
      'matches',
      'providerMatching',
      'childcareProviders',
      'notices',
      'users',
      'subscriptions',
      'tickets',
      'requests',
      'offers',
    ],
    (deps) => createFamilyBroadcastsService({ ...deps, publicOrigin: deps.config.PUBLIC_ORIGIN }),
  ),
  broadcastOrders: service(
    [
      'usage',
      'checkout',
      'children',
      'childcareProviders',
      'catalogues',
      'spotBroadcasts',
      'familyBroadcasts',
    ],
    (deps) =>
      createBroadcastOrdersService({
        ...deps,
        publicOrigin: deps.config.PUBLIC_ORIGIN,
        reachOf: {
          family: (order) => deps.familyBroadcasts.reachOfOrder(order),
          spot: (order) => deps.spotBroadcasts.reachOfOrder(order),
        },
      }),
  ),
  spotBroadcasts: service(
    [
      'availabilityNotifications',
      'ticketConfirmations',
      'children',
      'matches',
      'childcareProviders',
      'catalogues',
      'users',
      'notices',
      'subscriptions',
      'requests',
    ],
    (deps) => createSpotBroadcasts({ ...deps, publicOrigin: deps.config.PUBLIC_ORIGIN }),
  ),
} satisfies {
  [K in keyof Services]: ServiceNode & {
    build: (deps: never) => Services[K] | Promise<Services[K]>;
  };
};

/** Builds every service once, each after the services it needs (service-graph.ts). */
export async function buildServices(infrastructure: ServiceInfrastructure): Promise<Services> {
  const built: Partial<Services> = {};
  for (const name of buildOrder(serviceDefinitions)) {
    const definition = serviceDefinitions[name as keyof Services];
    // The build order puts every service a definition names before it, and its type lets it
    // read only those: the partly built record holds all it can reach.
    const deps = { ...infrastructure, ...built } as Services & ServiceInfrastructure;
    Object.assign(built, { [name]: await definition.build(deps) });
  }
  if (!isComplete(built)) throw new Error('A service was left unbuilt');
  return built;
}

function isComplete(built: Partial<Services>): built is Services {
  return Object.keys(serviceDefinitions).every((name) => name in built);
}
