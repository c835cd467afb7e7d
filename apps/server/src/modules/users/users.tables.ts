import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Always stored lower-cased: emails are compared case-insensitively. */
    email: text().notNull(),
    /** Set when the user first opens a sign-in link sent to this address. */
    emailVerifiedAt: timestamptz(),
    userName: text(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    /** E.164. */
    phoneNumber: text(),
    preferredLanguage: text().notNull().default('en'),
    /**
     * Set while the account waits to be deleted (docs/product/privacy.md#delete-my-account): it
     * cannot sign in; undoing the deletion clears it.
     */
    closedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${table.userName})`),
  ],
);
