import { activeSubscriptionStatuses } from '@kinderwait/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, notInArray, or } from 'drizzle-orm';
import { dayMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { products } from './billing.tables.ts';
import { checkoutSessionLines, checkoutSessions, subscriptions } from './billing.tables.ts';

// The billing module's rows and the queries several of its sub-folders share; a sub-folder's
// own queries are in its repository.

export type ProductRow = typeof products.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type CheckoutLineRow = typeof checkoutSessionLines.$inferSelect;
export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;
export type NewCheckoutLine = Omit<
  typeof checkoutSessionLines.$inferInsert,
  'sessionId' | 'position'
>;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/**
 * How long after its period ended a subscription still counts: Stripe moves the period on when
 * it renews, and a webhook can arrive a little after. The sandbox does not renew, so a sandbox
 * subscription lapses one day after its month.
 */
export const subscriptionGraceMs = dayMs;

/**
 * Subscriptions that still give their benefits at `now` (docs/product/billing.md#subscriptions):
 * an active status (past_due included, while the processor retries), and a period that has not
 * ended more than the grace ago (one-off purchases have none). Checkout's fulfilment asks it too.
 */
export function givesBenefitsAt(now: Date): SQL | undefined {
  const endedBefore = new Date(now.getTime() - subscriptionGraceMs);
  return and(
    inArray(subscriptions.status, [...activeSubscriptionStatuses]),
    or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, endedBefore)),
  );
}

/** Statuses of a session that is a payment of the history. */
export const paidStatuses = ['paid', 'partially_refunded', 'refunded'] as const;

/** Statuses of a session that can no longer be paid. */
export const closedStatuses = [...paidStatuses, 'canceled', 'expired'] as const;

/** A checkout session: ours by id, or the processor's by its session id or its payment id. */
export type CheckoutSessionKey =
  | { id: string }
  | { provider: string; providerSessionId: string }
  | { provider: string; providerPaymentId: string };

export async function findCheckoutSession(
  db: Database,
  key: CheckoutSessionKey,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      'id' in key
        ? eq(checkoutSessions.id, key.id)
        : and(
            eq(checkoutSessions.provider, key.provider),
            'providerSessionId' in key
              ? eq(checkoutSessions.providerSessionId, key.providerSessionId)
              : eq(checkoutSessions.providerPaymentId, key.providerPaymentId),
          ),
    );
  return row;
}

/**
 * Changes a session only while its status is not one of `unlessStatus`: the status check and the
 * change are one statement, so two confirmations at once change it once. Undefined: unchanged.
 */
export async function updateCheckoutSession(
  db: Database,
  id: string,
  unlessStatus: readonly string[],
  changes: Partial<NewCheckoutSession>,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set(changes)
    .where(
      and(
        eq(checkoutSessions.id, id),
        unlessStatus.length === 0
          ? undefined
          : notInArray(checkoutSessions.status, [...unlessStatus]),
      ),
    )
    .returning();
  return row;
}

export async function linesOfSessions(
  db: Database,
  sessionIds: readonly string[],
): Promise<CheckoutLineRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(checkoutSessionLines)
    .where(inArray(checkoutSessionLines.sessionId, [...sessionIds]))
    .orderBy(asc(checkoutSessionLines.sessionId), asc(checkoutSessionLines.position));
}

/** The processor's customer of the user's latest purchase there, so they stay one customer. */
export async function latestProviderCustomerId(
  db: Database,
  userId: string,
  provider: string,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: checkoutSessions.providerCustomerId })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, provider),
        isNotNull(checkoutSessions.providerCustomerId),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}
