import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail the embedded outbox adapter "sent" (no SMTP_URL): read at /dev/outbox, never in production. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    /** Increasing, so "newest first" is exact even for messages written in the same millisecond. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient)],
);
