import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../roles/roles.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * Clicks on features not yet available (docs/product/app-shell.md#unavailable-features), to learn
 * where demand is.
 */
export const eventStatistics = pgTable(
  'event_statistics',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer().references(() => roles.id),
    eventType: text().notNull(),
    feature: text().notNull(),
    path: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('event_statistics_feature_created_at_idx').on(table.feature, table.createdAt)],
);
