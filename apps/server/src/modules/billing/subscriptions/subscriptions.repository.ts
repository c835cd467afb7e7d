import type { UsageLimits } from '@kinderwait/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { NewSubscription, SubscriptionRow } from '../billing.repository.ts';
import { givesBenefitsAt } from '../billing.repository.ts';
import { products, subscriptions } from '../billing.tables.ts';

export interface ActiveSubscription {
  row: SubscriptionRow;
  limits: UsageLimits;
}

/** The user's subscriptions that still give their benefits at `now` (givesBenefitsAt). */
export async function listActiveSubscriptions(
  db: Database,
  userId: string,
  now: Date,
): Promise<ActiveSubscription[]> {
  const rows = await db
    .select({ row: subscriptions, limits: products.limits })
    .from(subscriptions)
    .innerJoin(products, eq(products.code, subscriptions.productCode))
    .where(and(eq(subscriptions.userId, userId), givesBenefitsAt(now)))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  return rows;
}

/** listActiveSubscriptions for many users in one query (an opening's thousands of parents). */
export async function listActiveSubscriptionsOfUsers(
  db: Database,
  userIds: readonly string[],
  now: Date,
): Promise<ActiveSubscription[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ row: subscriptions, limits: products.limits })
    .from(subscriptions)
    .innerJoin(products, eq(products.code, subscriptions.productCode))
    .where(and(inArray(subscriptions.userId, [...userIds]), givesBenefitsAt(now)))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

export async function findSubscription(
  db: Database,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
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

export async function subscriptionsOfUser(
  db: Database,
  userId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}
