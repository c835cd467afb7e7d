import { and, asc, desc, eq, gte, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  checkoutSessionLines,
  checkoutSessions,
  paymentEvents,
  products,
} from './billing.tables.ts';

export type ProductRow = typeof products.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type CheckoutLineRow = typeof checkoutSessionLines.$inferSelect;
export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;
export type NewCheckoutLine = Omit<
  typeof checkoutSessionLines.$inferInsert,
  'sessionId' | 'position'
>;

/** Statuses of a session that is a payment of the history. */
export const paidStatuses = ['paid', 'partially_refunded', 'refunded'] as const;

export async function listActiveProducts(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder), asc(products.code));
}

export async function findActiveProducts(
  db: Database,
  codes: readonly string[],
): Promise<ProductRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.code, [...codes]), eq(products.active, true)));
}

/** Products by code, sold or not any more (a paid checkout still names them). */
export async function findProductsByCode(
  db: Database,
  codes: readonly string[],
): Promise<ProductRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(inArray(products.code, [...new Set(codes)]));
}

/** Saves a session and its lines in one transaction; returns the session. */
export async function insertCheckoutSession(
  db: Database,
  session: NewCheckoutSession,
  lines: readonly NewCheckoutLine[],
): Promise<CheckoutSessionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(checkoutSessions).values(session).returning();
    if (row === undefined) throw new Error('the checkout session was not inserted');
    if (lines.length > 0) {
      await tx
        .insert(checkoutSessionLines)
        .values(lines.map((line, position) => ({ ...line, sessionId: row.id, position })));
    }
    return row;
  });
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
  if (lines.length > 0) {
    await db
      .insert(checkoutSessionLines)
      .values(lines.map((line, position) => ({ ...line, sessionId: row.id, position })));
  }
  return row;
}

export async function deleteCheckoutSession(db: Database, id: string): Promise<void> {
  await db.delete(checkoutSessions).where(eq(checkoutSessions.id, id));
}

export async function findCheckoutSession(
  db: Database,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export async function findCheckoutSessionByProviderId(
  db: Database,
  provider: string,
  providerSessionId: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, provider),
        eq(checkoutSessions.providerSessionId, providerSessionId),
      ),
    );
  return row;
}

export async function findCheckoutSessionByPaymentId(
  db: Database,
  provider: string,
  providerPaymentId: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, provider),
        eq(checkoutSessions.providerPaymentId, providerPaymentId),
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

export interface PaymentPageQuery {
  userId: string;
  limit: number;
  startTime: Date | undefined;
  endTime: Date | undefined;
  /** The payment the page starts with (included). */
  from: { paidAt: Date; id: string } | undefined;
}

/** Payments newest first (paid time, then id): `limit + 1` rows, to tell whether more follow. */
export async function listPayments(
  db: Database,
  query: PaymentPageQuery,
): Promise<CheckoutSessionRow[]> {
  const { userId, limit, startTime, endTime, from } = query;
  return (
    db
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.userId, userId),
          inArray(checkoutSessions.status, [...paidStatuses]),
          isNotNull(checkoutSessions.paidAt),
          startTime === undefined ? undefined : gte(checkoutSessions.paidAt, startTime),
          endTime === undefined ? undefined : lt(checkoutSessions.paidAt, endTime),
          from === undefined
            ? undefined
            : sql`(${checkoutSessions.paidAt}, ${checkoutSessions.id}) <= (${from.paidAt.toISOString()}::timestamptz, ${from.id}::uuid)`,
        ),
      )
      // As the index orders them (DESC NULLS LAST), so the page is read from it in order.
      .orderBy(sql`${checkoutSessions.paidAt} desc nulls last`, desc(checkoutSessions.id))
      .limit(limit + 1)
  );
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
