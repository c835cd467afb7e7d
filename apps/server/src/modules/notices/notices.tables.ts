import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * In-app notices: kind + data, so the web words them (the contract's NoticeKind). A dedupe key
 * makes a notice (and the email/SMS sent with it) happen once, whatever retries or repeats.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    dedupeKey: text().unique(),
    createdAt: timestamptz().notNull(),
    readAt: timestamptz(),
  },
  (table) => [index('notices_user_created_idx').on(table.userId, table.createdAt)],
);
