import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { CheckoutSessionRow } from '../billing.repository.ts';
import { paidStatuses } from '../billing.repository.ts';
import { checkoutSessions } from '../billing.tables.ts';

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
