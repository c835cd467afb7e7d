import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * One conversation per user, feature and name suffix (docs/product/assistant.md#conversations; the
 * suffix of an onboarding chat is the role id; '' when none is given).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text().notNull(),
    nameSuffix: text().notNull().default(''),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [unique().on(table.userId, table.feature, table.nameSuffix)],
);

/**
 * The messages of a conversation (docs/product/assistant.md#conversations), in the order they were
 * added: `id` is an identity, so the order holds even for messages written in the same millisecond.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    content: text().notNull(),
    hiddenContent: text(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    index('conversation_messages_conversation_idx').on(table.conversationId, table.id),
    check('conversation_messages_role_check', sql`${table.role} in ('user', 'assistant', 'tool')`),
  ],
);

/**
 * What a user's assistant turns used on one Toronto day: messages sent and model tokens. Kept
 * apart from the conversations so deleting a conversation does not give the day back.
 */
export const assistantBudgetDays = pgTable(
  'assistant_budget_days',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    messages: integer().notNull().default(0),
    tokens: integer().notNull().default(0),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
