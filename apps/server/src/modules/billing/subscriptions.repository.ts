import type { UsageLimits } from '@kinderwait/contract';
import { activeSubscriptionStatuses } from '@kinderwait/contract';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, subscriptions } from './billing.tables.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

export interface ActiveSubscription {
  row: SubscriptionRow;
  limits: UsageLimits;
}

/**
 * Subscriptions that still give their benefits at `now`: an active status (past_due included,
 * while the processor retries), and a period that has not ended more than `graceMs` ago (one-off
 * purchases have none). The grace covers a renewal webhook arriving a little late.
 */
export async function listActiveSubscriptions(
  db: Database,
  userId: string,
  now: Date,
  graceMs: number,
): Promise<ActiveSubscription[]> {
  const endedBefore = new Date(now.getTime() - graceMs);
  const rows = await db
    .select({ row: subscriptions, limits: products.limits })
    .from(subscriptions)
    .innerJoin(products, eq(products.code, subscriptions.productCode))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...activeSubscriptionStatuses]),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, endedBefore)),
      ),
    )
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  return rows;
}

export async function findSubscription(
  db: Database,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function findSubscriptionByProviderId(
  db: Database,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  return row;
}

/** Grants a subscription once: a second grant for the same checkout or processor id does nothing. */
export async function insertSubscriptionOnce(
  db: Database,
  subscription: NewSubscription,
): Promise<void> {
  await db.insert(subscriptions).values(subscription).onConflictDoNothing();
}

/**
 * Applies the processor's view of a subscription, unless a later event was applied already
 * (Stripe does not promise the order of its events).
 */
export async function updateSubscriptionFromProvider(
  db: Database,
  id: string,
  occurredAt: Date,
  changes: Partial<NewSubscription>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, providerEventAt: occurredAt })
    .where(
      and(
        eq(subscriptions.id, id),
        or(isNull(subscriptions.providerEventAt), lte(subscriptions.providerEventAt, occurredAt)),
      ),
    )
    .returning();
  return row;
}

export async function updateSubscription(
  db: Database,
  id: string,
  changes: Partial<NewSubscription>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set(changes)
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/** Ends what a fully refunded checkout granted once and for all (a one-off purchase). */
export async function revokeOneOffGrants(
  db: Database,
  checkoutSessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'refunded', canceledAt: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.checkoutSessionId, checkoutSessionId),
        isNull(subscriptions.providerSubscriptionId),
        sql`${subscriptions.status} <> 'refunded'`,
      ),
    );
}
