import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The voice agent's phone numbers (docs/product/voice-agent.md#the-phone-number). The row is the
 * purchase's idempotency record: it exists before the provisioning job buys anything, and its id
 * is the number's name at the provider, so a retried job finds a number it bought before.
 */
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 416, 647 or 437. */
    areaCode: text().notNull(),
    /** The number the provider chose from a search (E.164); null on requests made before a number had to be chosen (the first one free). */
    requestedNumber: text(),
    /** E.164, once bought. */
    number: text(),
    /** 'twilio' or 'sandbox': who holds the number. */
    provider: text().notNull(),
    /** The provider's id of the number (Twilio's "PN…" sid), once bought. */
    providerNumberId: text(),
    /** provisioning, active, failed, releasing, released. */
    state: text().notNull(),
    failureReason: text(),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
    activatedAt: timestamptz(),
    /** When a number whose subscription ended is given back. */
    releaseAt: timestamptz(),
    releasedAt: timestamptz(),
  },
  (table) => [
    // One number at a time per provider, whatever its progress.
    uniqueIndex('phone_numbers_one_held_idx')
      .on(table.userId)
      .where(sql`${table.state} in ('provisioning', 'active', 'releasing')`),
    // A call names the number it was made to: one holder at a time.
    uniqueIndex('phone_numbers_number_held_idx')
      .on(table.number)
      .where(sql`${table.state} in ('active', 'releasing')`),
  ],
);

/**
 * A call to one of the numbers (docs/product/voice-agent.md#phone-calls), by the provider's call
 * id: the conversation it started (none when the agent was off), and once it ended its duration
 * and the minutes it counted.
 */
export const phoneCalls = pgTable(
  'phone_calls',
  {
    callSid: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid(),
    /** What the call was answered with: 'agent', 'transfer' or 'message'. */
    answer: text().notNull(),
    /** The provider's last status of the call (queued, in-progress, completed, busy, ...). */
    status: text().notNull(),
    durationSeconds: integer(),
    minutesCounted: integer().notNull().default(0),
    startedAt: timestamptz().notNull(),
    endedAt: timestamptz(),
  },
  (table) => [index('phone_calls_user_idx').on(table.userId, table.startedAt)],
);

/**
 * Each status callback taken, once: a replayed one (the same call and status) finds its row here
 * and changes nothing.
 */
export const phoneCallStatuses = pgTable(
  'phone_call_statuses',
  {
    callSid: text()
      .notNull()
      .references(() => phoneCalls.callSid, { onDelete: 'cascade' }),
    status: text().notNull(),
    at: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.callSid, table.status] })],
);
