import type { AnsweringWindow } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A provider's voice assistant (docs/product/voice-agent.md#settings), one per user: what the
 * voice onboarding chat's CreateVoiceAssistant collected, and the settings the provider changes
 * since. `publicId` names the agent in the website widget's snippet (random, URL-safe).
 */
export const voiceAssistants = pgTable('voice_assistants', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  publicId: text()
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  businessName: text().notNull(),
  greeting: text().notNull(),
  smsPhoneNumber: text().notNull(),
  redirectPhoneNumber: text().notNull(),
  websiteUrl: text().notNull(),
  language: text().notNull().default('en-CA'),
  voice: text().notNull().default('Joanna'),
  answeringHours: jsonb().$type<AnsweringWindow[]>().notNull().default([]),
  enabled: boolean().notNull().default(true),
  allowedOrigins: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** 30, 90 or 365: days the conversations' transcripts are kept (voice-agent/transcript-retention.ts). */
  transcriptRetentionDays: integer().notNull().default(90),
  createdAt: timestamptz().notNull(),
  updatedAt: timestamptz().notNull(),
});
