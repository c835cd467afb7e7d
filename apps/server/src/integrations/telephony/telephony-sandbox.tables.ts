import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Text messages and calls the embedded sandbox "sent" (no TWILIO_*): read at /dev/telephony and
 * GET /api/dev/telephony, never in production.
 */
export const telephonySandboxLog = pgTable(
  'telephony_sandbox_log',
  {
    /** Increasing, so "newest first" is exact within one millisecond. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'sms' or 'call'. */
    kind: text().notNull(),
    /** E.164. */
    recipient: text().notNull(),
    extension: text(),
    /** The message, or the call's script as text. */
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('telephony_sandbox_log_recipient_idx').on(table.recipient)],
);

/**
 * The numbers the sandbox "sold" (fictional 555-01xx numbers of Toronto's area codes): a number
 * not released is not offered again. Every purchase and release is also in the log above.
 */
export const telephonySandboxNumbers = pgTable(
  'telephony_sandbox_numbers',
  {
    /** The sandbox's id of the purchase, shaped like Twilio's ("PN…"). */
    id: text().primaryKey(),
    /** E.164. */
    number: text().notNull(),
    friendlyName: text().notNull(),
    voiceUrl: text().notNull(),
    statusCallbackUrl: text().notNull(),
    boughtAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    releasedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // One holder of a number at a time.
    uniqueIndex('telephony_sandbox_numbers_held_idx')
      .on(table.number)
      .where(sql`${table.releasedAt} is null`),
  ],
);
