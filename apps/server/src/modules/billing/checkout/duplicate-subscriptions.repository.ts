import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { activeSubscriptionStatuses } from '@kinderwait/contract';
import type { Database } from '../../../db/database.ts';
import type { CheckoutSessionRow, SubscriptionRow } from '../billing.repository.ts';
import { givesBenefitsAt, paidStatuses } from '../billing.repository.ts';
import { checkoutSessions, subscriptions } from '../billing.tables.ts';

/**
 * Every subscription giving benefits at `now` whose user holds another one of the same plan
 * then, ordered by user, plan and age (the earliest first, then by id): each group's first is the
 * one kept.
 */
export async function overlappingSubscriptions(
  db: Database,
  now: Date,
): Promise<SubscriptionRow[]> {
  const doubled = db
    .select({ userId: subscriptions.userId, productCode: subscriptions.productCode })
    .from(subscriptions)
    .where(givesBenefitsAt(now))
    .groupBy(subscriptions.userId, subscriptions.productCode)
    .having(sql`count(*) > 1`)
    .as('doubled');
  return db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(
      doubled,
      and(
        eq(doubled.userId, subscriptions.userId),
        eq(doubled.productCode, subscriptions.productCode),
      ),
    )
    .where(givesBenefitsAt(now))
    .orderBy(
      asc(subscriptions.userId),
      asc(subscriptions.productCode),
      asc(subscriptions.createdAt),
      asc(subscriptions.id),
    )
    .then((rows) => rows.map((row) => row.subscription));
}

/** Ends a subscription now, unless it has ended already; false when it had. */
export async function endSubscriptionNow(
  tx: Database,
  subscriptionId: string,
  now: Date,
): Promise<boolean> {
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        inArray(subscriptions.status, [...activeSubscriptionStatuses]),
      ),
    )
    .returning({ id: subscriptions.id });
  return ended.length > 0;
}

/**
 * The subscription's latest payment: its monthly renewals' and the checkout that started it,
 * newest paid first.
 */
export async function lastPaymentOf(
  tx: Database,
  subscription: SubscriptionRow,
): Promise<CheckoutSessionRow | undefined> {
  const renewals =
    subscription.providerSubscriptionId === null
      ? undefined
      : and(
          eq(checkoutSessions.provider, subscription.provider),
          eq(checkoutSessions.providerSubscriptionId, subscription.providerSubscriptionId),
        );
  const started =
    subscription.checkoutSessionId === null
      ? undefined
      : eq(checkoutSessions.id, subscription.checkoutSessionId);
  if (renewals === undefined && started === undefined) return undefined;
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(or(started, renewals), inArray(checkoutSessions.status, [...paidStatuses])))
    .orderBy(desc(checkoutSessions.paidAt), desc(checkoutSessions.createdAt))
    .limit(1);
  return row;
}

/** Records why a payment is given back, unless it has a reason already; false when it had. */
export async function markDuplicatePayment(
  tx: Database,
  checkoutSessionId: string,
  now: Date,
): Promise<boolean> {
  const marked = await tx
    .update(checkoutSessions)
    .set({ refusal: 'duplicate_subscription', updatedAt: now })
    .where(and(eq(checkoutSessions.id, checkoutSessionId), isNull(checkoutSessions.refusal)))
    .returning({ id: checkoutSessions.id });
  return marked.length > 0;
}
