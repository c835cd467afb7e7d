import type { AvailabilitySlot, ChildcareRequestStatus } from '@kinderwait/contract';
import { childcareRequestStatuses } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { children } from '../children/children.tables.ts';
import { childcareProviders } from '../childcare-providers/childcare-providers.tables.ts';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A child's waitlist ticket: the care the family needs (docs/product/waitlist.md#waitlist-data).
 * One per child.
 */
export const waitlistTickets = pgTable(
  'waitlist_tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    childId: uuid()
      .notNull()
      .unique()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** Km, great-circle from the child's location. */
    distanceKm: doublePrecision().notNull(),
    providerTypeIds: integer().array().notNull(),
    childcareTypeIds: integer().array().notNull(),
    schoolPlanIds: integer().array().notNull(),
    /** Fee bracket ids (GET /api/payment-options). */
    feeBracketIds: integer().array().notNull(),
    requestedStartDate: date({ mode: 'string' }).notNull(),
    scheduleAvailability: jsonb().$type<AvailabilitySlot[]>().notNull(),
    /** Only providers giving care in French (French-language or French-immersion programs). */
    careInFrench: boolean().notNull().default(false),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [check('waitlist_tickets_distance_check', sql`${table.distanceKm} > 0`)],
);

/**
 * A ticket on one provider's waitlist. Never deleted by the parent: withdrawing sets the status,
 * so the provider's history and a later re-send keep their dates.
 */
export const childcareRequests = pgTable(
  'childcare_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * Null once the family's account was deleted (docs/product/privacy.md#delete-my-account): the
     * request stays on the provider's list as an anonymous withdrawn line, so the line's history
     * and its offers keep their places.
     */
    ticketId: uuid().references(() => waitlistTickets.id, { onDelete: 'set null' }),
    providerId: uuid()
      .notNull()
      .references(() => childcareProviders.id, { onDelete: 'cascade' }),
    status: text().$type<ChildcareRequestStatus>().notNull().default('waiting'),
    /** When the request was (last) sent. */
    sentAt: timestamptz().notNull(),
    /** The date the family's place in line counts from. */
    joinedAt: timestamptz().notNull(),
    withdrawnAt: timestamptz(),
    withdrawReason: text(),
    /**
     * The sum of the weights of the priorities the provider assigned (provider-waitlist module):
     * the line's first key, before joinedAt.
     */
    priorityWeight: integer().notNull().default(0),
    /**
     * Copies kept beside the line for the provider's age-group filter (the group at the start
     * date): the ticket's requested start date, kept by the ticket's updates, and the child's date
     * of birth, kept by the children module's childBirthDateChanged event. Null on the anonymous
     * lines of deleted accounts.
     */
    requestedStartDate: date({ mode: 'string' }),
    childBirthDate: date({ mode: 'string' }),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [
    check(
      'childcare_requests_status_check',
      sql.raw(`status in (${childcareRequestStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('childcare_requests_priority_weight_check', sql`${table.priorityWeight} >= 0`),
    unique('childcare_requests_ticket_provider_unique').on(table.ticketId, table.providerId),
    // The provider's list in line order, and positions: (provider, status, weight desc, joinedAt,
    // id) is the whole line key, so a position counts index ranges and a page is ordered from the
    // index alone; the ticket, start date and birth date ride along so neither a page nor the
    // age-group filter visits the table (bench:city).
    index('childcare_requests_provider_line_idx').on(
      table.providerId,
      table.status,
      table.priorityWeight.desc(),
      table.joinedAt,
      table.id,
      table.ticketId,
      table.requestedStartDate,
      table.childBirthDate,
    ),
    // The line itself (waiting and offered) in line order: a position or a line's size reads one
    // range of it, and a page of those in line reads it in order, without a sort.
    index('childcare_requests_in_line_idx')
      .on(table.providerId, table.priorityWeight.desc(), table.joinedAt, table.id, table.ticketId)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    // A line's size alone: the provider id of each request in line, which PostgreSQL stores
    // deduplicated (about 5 MB for 760,000 requests, against 127 MB for the line order above),
    // so counting the 30 lines of a family reads a few pages (bench:city).
    index('childcare_requests_line_size_idx')
      .on(table.providerId)
      .where(sql`${table.status} in ('waiting', 'offered')`),
  ],
);

/** Providers a parent liked: they come first in the parent's lists. */
export const favoriteProviders = pgTable(
  'favorite_providers',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => childcareProviders.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.providerId] })],
);
