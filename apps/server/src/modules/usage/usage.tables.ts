import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * How much of a kind (assistant messages, broadcasts, voice minutes) a user used in one period,
 * one row per (user, kind, period start). In the database, so the limit holds across processes;
 * changed only by one conditional upsert (usage.repository.ts), so it holds under concurrency.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    periodStart: timestamptz().notNull(),
    used: integer().notNull(),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.periodStart] }),
    check('usage_counters_used_check', sql`${table.used} >= 0`),
  ],
);
