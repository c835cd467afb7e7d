/**
 * Every module's tables, for drizzle-kit (migrations: drizzle.config.ts). A module with tables
 * adds one line:
 *   export * from '../modules/<module>/<module>.tables.ts';
 * then runs `npm run db:generate -w apps/server` (see drizzle.config.ts).
 */
export * from '../modules/users/users.tables.ts';
export * from '../modules/roles/roles.tables.ts';
export * from '../modules/account/account.tables.ts';
export * from '../modules/event-statistics/event-statistics.tables.ts';
export * from '../integrations/mail/outbox.tables.ts';
export * from '../integrations/telephony/telephony-sandbox.tables.ts';
export * from '../modules/catalogues/catalogues.tables.ts';
export * from '../modules/childcare-providers/childcare-providers.tables.ts';
export * from '../modules/user-locations/user-locations.tables.ts';
export * from '../modules/onboarding/onboarding.tables.ts';
export * from '../modules/billing/billing.tables.ts';
export * from '../modules/usage/usage.tables.ts';
export * from '../modules/listing-claims/listing-claims.tables.ts';
export * from '../modules/children/children.tables.ts';
export * from '../modules/waitlist/waitlist.tables.ts';
export * from '../modules/surveys/surveys.tables.ts';
export * from '../jobs/jobs.tables.ts';
export * from '../modules/notices/notices.tables.ts';
export * from '../modules/notifications/notifications.tables.ts';
export * from '../modules/waitlist/confirmations/confirmations.tables.ts';
export * from '../modules/waitlist/provider-waitlist/provider-waitlist.tables.ts';
export * from '../modules/waitlist/offers/offers.tables.ts';
export * from '../modules/conversations/conversations.tables.ts';
export * from '../modules/voice-assistants/voice-assistants.tables.ts';
export * from '../integrations/geocoding/postal-area-centroids.tables.ts';
export * from '../modules/privacy/privacy.tables.ts';
export * from '../modules/broadcast/broadcast.tables.ts';
export * from '../modules/knowledge-base/knowledge-base.tables.ts';
export * from '../modules/voice-agent/voice-agent.tables.ts';
export * from '../modules/phone-numbers/phone-numbers.tables.ts';
