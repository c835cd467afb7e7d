import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { CheckoutSessionRow } from '../billing.repository.ts';
import { paidStatuses } from '../billing.repository.ts';
import { checkoutSessionLines, checkoutSessions } from '../billing.tables.ts';

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

export async function sessionsOfUser(db: Database, userId: string): Promise<CheckoutSessionRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId))
    .orderBy(asc(checkoutSessions.createdAt), asc(checkoutSessions.id));
}

/** Deletes the user's unpaid checkouts and strips the paid ones of all but the tax record. */
export async function anonymiseSessionsOf(
  db: Database,
  userId: string,
  paid: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(checkoutSessions)
      .where(
        and(eq(checkoutSessions.userId, userId), notInArray(checkoutSessions.status, [...paid])),
      );
    const kept = await tx
      .update(checkoutSessions)
      .set({
        userId: null,
        roleCode: null,
        successUrl: null,
        cancelUrl: null,
        url: null,
        providerCustomerId: null,
        declineCode: null,
      })
      .where(eq(checkoutSessions.userId, userId))
      .returning({ id: checkoutSessions.id });
    if (kept.length === 0) return;
    await tx
      .update(checkoutSessionLines)
      .set({ referenceId: null })
      .where(
        inArray(
          checkoutSessionLines.sessionId,
          kept.map((row) => row.id),
        ),
      );
  });
}

/**
 * Retention: the anonymous payment records paid before `before`, and any checkout left without an
 * account that was never paid (an erasure deletes those itself; this is the safety net for one left behind).
 */
export async function deleteAnonymousPaymentsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(checkoutSessions)
    .where(
      and(
        isNull(checkoutSessions.userId),
        or(lt(checkoutSessions.paidAt, before), isNull(checkoutSessions.paidAt)),
      ),
    )
    .returning({ id: checkoutSessions.id });
  return rows.length;
}
