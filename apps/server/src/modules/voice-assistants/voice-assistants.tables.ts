import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A provider's voice assistant (docs/product/voice-agent.md#setup-details), one per user: what the
 * voice onboarding chat's CreateVoiceAssistant collected. Telephony and the knowledge base build on
 * it (docs/product/voice-agent.md#planned).
 */
export const voiceAssistants = pgTable('voice_assistants', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessName: text().notNull(),
  greeting: text().notNull(),
  smsPhoneNumber: text().notNull(),
  redirectPhoneNumber: text().notNull(),
  websiteUrl: text().notNull(),
  createdAt: timestamptz().notNull(),
  updatedAt: timestamptz().notNull(),
});
