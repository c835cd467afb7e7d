import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * One onboarding per user (docs/product/onboarding.md#the-onboarding-record), created on first
 * read. `steps` lists the recorded steps in the order they were completed, each once; role
 * selection is not recorded (it is derived from the user holding a role).
 */
export const onboardings = pgTable('onboardings', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  steps: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamptz().notNull(),
  updatedAt: timestamptz().notNull(),
});
