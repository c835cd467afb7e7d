import type {
  BroadcastAnswer,
  BroadcastKind,
  BroadcastNeed,
  BroadcastOrderState,
  BroadcastPaymentMethod,
  ParentDecision,
  WaitlistData,
} from '@kinderwait/contract';
import { broadcastKinds, broadcastOrderStates } from '@kinderwait/contract';
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
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ageGroups } from '../catalogues/catalogues.tables.ts';
import { childcareProviders } from '../childcare-providers/childcare-providers.tables.ts';
import { children } from '../children/children.tables.ts';
import { users } from '../users/users.tables.ts';
import { childcareRequests, waitlistTickets } from '../waitlist/waitlist.tables.ts';
import { offers } from '../waitlist/offers/offers.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A broadcast order (docs/product/broadcast.md): a parent's family broadcast (a child's need sent
 * to matching providers) or a provider's spot broadcast (an age group's spaces sent to matching
 * families). It is created unpaid, paid from the allowance or through checkout (its id is the
 * checkout line's referenceId), then sent by a job. Withdrawn orders stay, marked, for the
 * deliveries' history; nothing is sent for them again.
 */
export const broadcastOrders = pgTable(
  'broadcast_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Who placed it (the parent, or the provider's user). */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<BroadcastKind>().notNull(),
    state: text().$type<BroadcastOrderState>().notNull().default('awaiting_payment'),
    /** Family: the child, the filters chosen (waitlist data) and the need as providers read it. */
    childId: uuid().references(() => children.id, { onDelete: 'cascade' }),
    filters: jsonb().$type<WaitlistData>(),
    need: jsonb().$type<BroadcastNeed>(),
    /** Family: where the child's care is searched from, when the order was made. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** Spot: the provider, the age group and what it had when the broadcast was made. */
    providerId: uuid().references(() => childcareProviders.id, { onDelete: 'cascade' }),
    ageGroupId: integer().references(() => ageGroups.id),
    spotSpaces: integer(),
    spotStartDate: date({ mode: 'string' }),
    /** How many it would reach when it was created (providers or families). */
    estimatedReach: integer().notNull(),
    paidWith: text().$type<BroadcastPaymentMethod>(),
    paidAt: timestamptz(),
    /** The checkout that paid it (billing's), when paid through checkout. */
    checkoutSessionId: uuid(),
    sentAt: timestamptz(),
    /** sentAt + the open days: answers and requests close then. */
    expiresAt: timestamptz(),
    withdrawnAt: timestamptz(),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [
    check('broadcast_orders_kind_check', inList('kind', broadcastKinds)),
    check('broadcast_orders_state_check', inList('state', broadcastOrderStates)),
    check(
      'broadcast_orders_family_check',
      sql`${table.kind} <> 'family' or (${table.childId} is not null or ${table.state} = 'withdrawn')`,
    ),
    check(
      'broadcast_orders_spot_check',
      sql`${table.kind} <> 'spot' or (${table.providerId} is not null and ${table.ageGroupId} is not null)`,
    ),
    check(
      'broadcast_orders_paid_check',
      sql`(${table.paidAt} is null) = (${table.paidWith} is null)`,
    ),
    index('broadcast_orders_user_idx').on(table.userId, table.createdAt),
    // The expiry sweep and the late-match delivery read sent orders still open.
    index('broadcast_orders_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} = 'sent'`),
  ],
);

/**
 * A family broadcast delivered to one provider, with the provider's answer and the parent's
 * decision. One row per order and provider: delivery is exactly once however often it runs.
 */
export const broadcastDeliveries = pgTable(
  'broadcast_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => broadcastOrders.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => childcareProviders.id, { onDelete: 'cascade' }),
    /** From the provider to the child's search point, rounded to 0.5 km. */
    distanceKm: real().notNull(),
    deliveredAt: timestamptz().notNull(),
    answer: text().$type<BroadcastAnswer>(),
    answeredAt: timestamptz(),
    offeredAgeGroupId: integer().references(() => ageGroups.id),
    offeredStartDate: date({ mode: 'string' }),
    note: text(),
    decision: text().$type<ParentDecision>(),
    decidedAt: timestamptz(),
    /** After the parent accepted: the request and open offer made from this answer. */
    requestId: uuid().references(() => childcareRequests.id, { onDelete: 'set null' }),
    offerId: uuid().references(() => offers.id, { onDelete: 'set null' }),
    /** When the provider's digest email mentioned it (at most one digest a day). */
    digestedAt: timestamptz(),
  },
  (table) => [
    uniqueIndex('broadcast_deliveries_order_provider_idx').on(table.orderId, table.providerId),
    index('broadcast_deliveries_provider_idx').on(table.providerId, table.deliveredAt),
    check(
      'broadcast_deliveries_answer_check',
      sql`${table.answer} is null or ${table.answer} in ('interested', 'not_now')`,
    ),
    check(
      'broadcast_deliveries_decision_check',
      sql`${table.decision} is null or ${table.decision} in ('accepted', 'declined')`,
    ),
    check(
      'broadcast_deliveries_interested_check',
      sql`${table.answer} is distinct from 'interested' or (${table.offeredAgeGroupId} is not null and ${table.offeredStartDate} is not null)`,
    ),
  ],
);

/**
 * A spot broadcast told to one child's family, in the order families were told (`rank`: the
 * provider's own waitlist first). One row per order and child.
 */
export const broadcastInvitations = pgTable(
  'broadcast_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => broadcastOrders.id, { onDelete: 'cascade' }),
    parentUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    ticketId: uuid()
      .notNull()
      .references(() => waitlistTickets.id, { onDelete: 'cascade' }),
    /** 1 = told first. */
    rank: integer().notNull(),
    onProvidersWaitlist: boolean().notNull(),
    distanceKm: real().notNull(),
    createdAt: timestamptz().notNull(),
    /** When the family was told (notice written, email and text queued). */
    notifiedAt: timestamptz(),
    /** After "Send a request". */
    requestId: uuid().references(() => childcareRequests.id, { onDelete: 'set null' }),
    requestedAt: timestamptz(),
  },
  (table) => [
    uniqueIndex('broadcast_invitations_order_child_idx').on(table.orderId, table.childId),
    index('broadcast_invitations_parent_idx').on(table.parentUserId, table.createdAt),
    index('broadcast_invitations_order_rank_idx').on(table.orderId, table.rank),
  ],
);
