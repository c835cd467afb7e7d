import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
