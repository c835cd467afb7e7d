import type { OfferStatus } from '@kinderwait/contract';
import { offerStatuses } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ageGroups } from '../../catalogues/catalogues.tables.ts';
import { childcareProviders } from '../../childcare-providers/childcare-providers.tables.ts';
import { users } from '../../users/users.tables.ts';
import { childcareRequests } from '../waitlist.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A spot a provider offers to one family on their waitlist (docs/product/offers.md#offers). Never
 * deleted: a closed offer (accepted, declined, expired, withdrawn) is the provider's history. An
 * open offer holds one of the age group's available spaces until it closes, so open offers of a
 * group never outnumber its spaces (offers.service.ts checks it with the group's row locked).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => childcareProviders.id, { onDelete: 'cascade' }),
    requestId: uuid()
      .notNull()
      .references(() => childcareRequests.id, { onDelete: 'cascade' }),
    ageGroupId: integer()
      .notNull()
      .references(() => ageGroups.id),
    startDate: date({ mode: 'string' }).notNull(),
    /** The end of the deadline day in Toronto; past it the offer is expired, swept or not. */
    deadlineAt: timestamptz().notNull(),
    status: text().$type<OfferStatus>().notNull().default('open'),
    /** Made by auto-offer after the previous family declined or let an offer expire. */
    autoOffered: boolean().notNull().default(false),
    /** The provider's user who made it; null for auto-offers (or a deleted account). */
    offeredByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the emailed link's token; the token itself is never stored. */
    linkTokenHash: text().notNull().unique(),
    /** Set when the link answered the offer: a token answers once. */
    linkUsedAt: timestamptz(),
    /** The child's other requests the acceptance paused (the one-tap withdraw takes these). */
    pausedRequestIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
    /** When it was accepted, declined, expired or withdrawn. */
    closedAt: timestamptz(),
  },
  (table) => [
    check(
      'offers_status_check',
      sql.raw(`status in (${offerStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('offers_closed_check', sql`(${table.status} = 'open') = (${table.closedAt} is null)`),
    // One open offer per request: a second offer to the same family waits for the first to close.
    uniqueIndex('offers_one_open_per_request_idx')
      .on(table.requestId)
      .where(sql`${table.status} = 'open'`),
    index('offers_provider_age_group_idx').on(table.providerId, table.ageGroupId, table.status),
    // The expiry sweep reads open offers by deadline.
    index('offers_open_deadline_idx')
      .on(table.deadlineAt)
      .where(sql`${table.status} = 'open'`),
    index('offers_request_idx').on(table.requestId),
  ],
);
