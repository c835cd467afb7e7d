import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Every sign-in email sent: a link (kind 'sign_in', with the SHA-256 of its etoken, never the
 * token) or a "no account yet" notice (kind 'no_account', no token). Rows per email in the last
 * 15 minutes are the per-email rate limit, so it holds across processes.
 */
export const magicLinks = pgTable(
  'magic_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    kind: text({ enum: ['sign_in', 'no_account'] }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text(),
    createdAt: timestamptz().notNull(),
    expiresAt: timestamptz(),
    usedAt: timestamptz(),
  },
  (table) => [
    uniqueIndex('magic_links_token_hash_key').on(table.tokenHash),
    index('magic_links_email_created_at_idx').on(table.email, table.createdAt),
  ],
);

/**
 * A sign-in's chain of refresh tokens. Revoking the family (logout, or a used token presented
 * again) ends every token in it at once; `expiresAt` is the absolute end however often it rotates.
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    revokedReason: text({ enum: ['logout', 'reuse'] }),
  },
  (table) => [index('refresh_token_families_user_id_idx').on(table.userId)],
);

/** One row per issued refresh token, stored as its SHA-256; `usedAt` marks it rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    familyId: uuid()
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamptz().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_id_idx').on(table.familyId),
  ],
);
