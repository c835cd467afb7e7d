import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type {
  CheckoutSessionRow,
  NewCheckoutLine,
  NewCheckoutSession,
  NewSubscription,
  ProductRow,
  SubscriptionRow,
} from '../billing.repository.ts';
import { givesBenefitsAt } from '../billing.repository.ts';
import {
  checkoutSessionLines,
  checkoutSessions,
  openCheckoutStatuses,
  openPlanCheckout,
  paymentEvents,
  planLocks,
  products,
  subscriptions,
} from '../billing.tables.ts';

export async function listActiveProducts(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder), asc(products.code));
}

/**
 * Products by code: those on sale (an order), or also those not sold any more (a paid checkout
 * still names them).
 */
export async function findProductsByCode(
  db: Database,
  codes: readonly string[],
  which: 'on sale' | 'sold or not',
): Promise<ProductRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(
      and(
        inArray(products.code, [...new Set(codes)]),
        which === 'on sale' ? eq(products.active, true) : undefined,
      ),
    );
}

async function insertLines(
  db: Database,
  sessionId: string,
  lines: readonly NewCheckoutLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(checkoutSessionLines)
    .values(lines.map((line, position) => ({ ...line, sessionId, position })));
}

/**
 * Saves a session and its lines in one transaction; returns the session, or undefined when the
 * user has an open checkout of the same plan already (the open-plan index: a call made at the
 * same moment saved its own first).
 */
export async function insertCheckoutSession(
  db: Database,
  session: NewCheckoutSession,
  lines: readonly NewCheckoutLine[],
): Promise<CheckoutSessionRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checkoutSessions)
      .values(session)
      .onConflictDoNothing({
        target: [checkoutSessions.userId, checkoutSessions.planCode],
        where: openPlanCheckout,
      })
      .returning();
    if (row === undefined) return undefined;
    await insertLines(tx, row.id, lines);
    return row;
  });
}

/** The user's checkout of `planCode` that can still be paid, if any (there is one at most). */
export async function findOpenPlanCheckout(
  db: Database,
  userId: string,
  planCode: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.planCode, planCode),
        inArray(checkoutSessions.status, [...openCheckoutStatuses]),
      ),
    );
  return row;
}

/**
 * Inserts a session (a renewal) unless one with the same provider session id exists; returns
 * the new one, or undefined when it was already recorded.
 */
export async function insertCheckoutSessionOnce(
  db: Database,
  session: NewCheckoutSession,
  lines: readonly NewCheckoutLine[],
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .insert(checkoutSessions)
    .values(session)
    .onConflictDoNothing({
      target: [checkoutSessions.provider, checkoutSessions.providerSessionId],
    })
    .returning();
  if (row === undefined) return undefined;
  await insertLines(db, row.id, lines);
  return row;
}

/**
 * Locks the user's row of a plan (inserting it the first time) until the caller's transaction
 * ends: fulfilments of the same plan for the same user wait for each other here.
 */
export async function lockPlan(
  db: Database,
  userId: string,
  productCode: string,
  now: Date,
): Promise<void> {
  await db
    .insert(planLocks)
    .values({ userId, productCode, lockedAt: now })
    .onConflictDoUpdate({
      target: [planLocks.userId, planLocks.productCode],
      set: { lockedAt: now },
    });
}

/** Whether the user holds `productCode` through another checkout than `checkoutSessionId`. */
export async function heldThroughAnotherCheckout(
  db: Database,
  userId: string,
  productCode: string,
  checkoutSessionId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.productCode, productCode),
        givesBenefitsAt(now),
        or(
          isNull(subscriptions.checkoutSessionId),
          ne(subscriptions.checkoutSessionId, checkoutSessionId),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records an event as applied; false when it already was (the caller then changes nothing). */
export async function recordPaymentEvent(
  db: Database,
  event: { provider: string; eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

// What fulfilment grants: the subscriptions a payment starts, renews, changes or takes back.

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
