import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { childcareProviders } from '../childcare-providers/childcare-providers.tables.ts';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * One code sent to a listing's phone for a user who claims it. Every limit is counted here, so
 * it holds across processes: codes per listing and per user per hour (rows by created_at), tries
 * per code (tries_used, updated under the row's lock).
 */
export const listingClaims = pgTable(
  'listing_claims',
  {
    /** Chosen by the server before the insert: the code's hash is bound to it. */
    id: uuid().primaryKey(),
    listingId: uuid()
      .notNull()
      .references(() => childcareProviders.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sms' or 'call'. */
    channel: text().notNull(),
    /** E.164 of the line the code went to. */
    sentTo: text().notNull(),
    /** HMAC-SHA256 of claim id and code (listing-claim-codes.ts); never the code. */
    codeHash: text().notNull(),
    /**
     * pending: waiting for the code; verified: code proven, ownership being given (a retry with
     * the same code finishes it); completed: the listing is the user's; superseded: a newer code
     * was sent to the same user for the same listing.
     */
    status: text().notNull().default('pending'),
    triesUsed: integer().notNull().default(0),
    createdAt: timestamptz().notNull(),
    expiresAt: timestamptz().notNull(),
    verifiedAt: timestamptz(),
  },
  (table) => [
    index('listing_claims_listing_id_created_at_idx').on(table.listingId, table.createdAt),
    index('listing_claims_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('listing_claims_channel_check', sql`${table.channel} in ('sms', 'call')`),
    check(
      'listing_claims_status_check',
      sql`${table.status} in ('pending', 'verified', 'completed', 'superseded')`,
    ),
    check('listing_claims_tries_used_check', sql`${table.triesUsed} >= 0`),
  ],
);
