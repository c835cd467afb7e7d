import type { ProductFields, UsageLimits } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * What is sold (seeded by migration, docs/pricing.md; a SuperAdmin edits rows, never the code).
 * Prices are integer cents before tax; `roles` may buy it; `limits` are what it allows per period
 * while its subscription is active.
 */
export const products = pgTable(
  'products',
  {
    code: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    features: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roles: text().array().notNull(),
    /** 'payment' (one-off) or 'subscription' (monthly). */
    paymentMode: text().notNull(),
    interval: text(),
    unitAmount: integer().notNull(),
    currency: text().notNull().default('CAD'),
    /**
     * A one-off purchase that is listed as a subscription (Voice Assistant Setup,
     * docs/product/voice-agent.md#what-exists-today).
     */
    grantsSubscription: boolean().notNull().default(false),
    maxQuantity: integer().notNull().default(1),
    limits: jsonb().$type<UsageLimits>().notNull().default({}),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    check('products_unit_amount_check', sql`${table.unitAmount} >= 0`),
    check('products_payment_mode_check', sql`${table.paymentMode} in ('payment', 'subscription')`),
  ],
);

/**
 * Every edit of a product by a SuperAdmin (docs/pricing.md): who, when, and the changed fields
 * before and after. The email stays when the account is deleted (its id then becomes null).
 */
export const productChanges = pgTable(
  'product_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    productCode: text()
      .notNull()
      .references(() => products.code),
    changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedByEmail: text().notNull(),
    changedAt: timestamptz().notNull(),
    before: jsonb().$type<ProductFields>().notNull(),
    after: jsonb().$type<ProductFields>().notNull(),
  },
  (table) => [
    index('product_changes_product_changed_at_idx').on(table.productCode, table.changedAt.desc()),
  ],
);

/** The statuses of a checkout that can still be paid. */
export const openCheckoutStatuses = ['open', 'requires_action'] as const;

/**
 * The predicate of the open-plan index, unqualified: an insert names it to take that index as
 * its conflict target.
 */
export const openPlanCheckout = sql.raw(
  `plan_code is not null and status in (${openCheckoutStatuses.map((status) => `'${status}'`).join(', ')})`,
);

/**
 * A checkout, or a subscription's renewal (`origin`): one payment of the history once paid.
 * `(provider, provider_session_id)` is unique: Stripe's session or invoice id, or our own id in
 * the sandbox, so one payment is never recorded twice. Amounts are integer cents. A user has at
 * most one open checkout per plan (`plan_code`), so a second one opened for it is that one.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * Null once the buyer's account was deleted: a paid session stays, anonymised, as long as tax
     * law requires (docs/product/privacy.md#delete-my-account).
     */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    origin: text().notNull(),
    roleCode: text(),
    provider: text().notNull(),
    providerSessionId: text(),
    paymentMode: text().notNull(),
    /** open, requires_action, paid, partially_refunded, refunded, canceled, expired. */
    status: text().notNull(),
    currency: text().notNull(),
    subtotalAmount: integer().notNull(),
    taxAmount: integer().notNull(),
    totalAmount: integer().notNull(),
    refundedAmount: integer().notNull().default(0),
    successUrl: text(),
    cancelUrl: text(),
    url: text(),
    providerPaymentId: text(),
    providerCustomerId: text(),
    providerSubscriptionId: text(),
    declineCode: text(),
    /**
     * The product granting a subscription that this checkout sells (a plan is bought on its
     * own); null for other orders, and for checkouts opened before migration 0019.
     */
    planCode: text().references(() => products.code),
    /**
     * Why its payment was refused when it was confirmed (`already_subscribed`: the user held the
     * plan already). The sandbox then charges nothing; Stripe's payment is refunded.
     */
    refusal: text(),
    expiresAt: timestamptz(),
    paidAt: timestamptz(),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [
    unique('checkout_sessions_provider_session_key').on(table.provider, table.providerSessionId),
    index('checkout_sessions_user_paid_idx').on(table.userId, table.paidAt.desc(), table.id.desc()),
    index('checkout_sessions_provider_payment_idx').on(table.provider, table.providerPaymentId),
    uniqueIndex('checkout_sessions_open_plan_key')
      .on(table.userId, table.planCode)
      .where(openPlanCheckout),
    check('checkout_sessions_amounts_check', sql`${table.totalAmount} >= 0`),
  ],
);

/** The products of a checkout with their amounts, each line's tax rounded once. */
export const checkoutSessionLines = pgTable(
  'checkout_session_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productCode: text()
      .notNull()
      .references(() => products.code),
    name: text().notNull(),
    quantity: integer().notNull(),
    unitAmount: integer().notNull(),
    subtotalAmount: integer().notNull(),
    taxAmount: integer().notNull(),
    totalAmount: integer().notNull(),
    /** What the line pays for (a broadcast order's id), when the product is for one thing. */
    referenceId: uuid(),
  },
  (table) => [unique('checkout_session_lines_position_key').on(table.sessionId, table.position)],
);

/**
 * Subscriptions and one-off entitlements listed as such (docs/product/billing.md#subscriptions). A
 * Stripe subscription is one row per (provider, provider_subscription_id); a checkout grants a
 * product once.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productCode: text()
      .notNull()
      .references(() => products.code),
    /** The subscription name, as bought. */
    name: text().notNull(),
    status: text().notNull(),
    provider: text().notNull(),
    providerSubscriptionId: text(),
    providerCustomerId: text(),
    checkoutSessionId: uuid().references(() => checkoutSessions.id, { onDelete: 'set null' }),
    currentPeriodStart: timestamptz(),
    /** Null for a one-off purchase, which does not expire. */
    currentPeriodEnd: timestamptz(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    canceledAt: timestamptz(),
    /** When the processor's latest applied event happened: an older one arriving late is skipped. */
    providerEventAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_id_idx').on(table.userId),
    unique('subscriptions_provider_subscription_key').on(
      table.provider,
      table.providerSubscriptionId,
    ),
    unique('subscriptions_checkout_product_key').on(table.checkoutSessionId, table.productCode),
  ],
);

/**
 * One row per user and plan, locked by every fulfilment of a payment for that plan (an upsert,
 * held to the end of its transaction) before it looks at what the user holds: two payments for
 * the same plan are then applied one after the other on any connection or process, and the second
 * sees the subscription the first started.
 */
export const planLocks = pgTable(
  'plan_locks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productCode: text()
      .notNull()
      .references(() => products.code),
    lockedAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productCode] })],
);

/**
 * Every processor event applied, by its id: inserted in the transaction that applies it, so an
 * event delivered twice (Stripe retries, a double click in the sandbox) changes nothing again.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
