import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { usageCounters } from './usage.tables.ts';

export interface Consumption {
  userId: string;
  kind: string;
  periodStart: Date;
  amount: number;
  limit: number;
  now: Date;
}

/**
 * Adds `amount` to the period's count if the result stays within `limit`, in one statement: the
 * row lock of the upsert makes concurrent calls (from any process) queue on the same row and each
 * re-check the limit against the count the previous one left. Returns the new count, or null
 * when the amount does not fit (and nothing was counted).
 */
export async function consumeUsage(db: Database, consumption: Consumption): Promise<number | null> {
  const { userId, kind, periodStart, amount, limit, now } = consumption;
  if (amount > limit) return null;
  const rows = await db
    .insert(usageCounters)
    .values({ userId, kind, periodStart, used: amount, updatedAt: now })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.kind, usageCounters.periodStart],
      set: { used: sql`${usageCounters.used} + ${amount}::integer`, updatedAt: now },
      setWhere: sql`${usageCounters.used} + ${amount}::integer <= ${limit}::integer`,
    })
    .returning({ used: usageCounters.used });
  return rows[0]?.used ?? null;
}

/** The counts of the given (kind, period start) pairs; a pair never counted is absent. */
export async function usageCounts(
  db: Database,
  userId: string,
  periods: readonly { kind: string; periodStart: Date }[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      kind: usageCounters.kind,
      periodStart: usageCounters.periodStart,
      used: usageCounters.used,
    })
    .from(usageCounters)
    .where(
      and(
        eq(usageCounters.userId, userId),
        inArray(
          usageCounters.kind,
          periods.map((period) => period.kind),
        ),
      ),
    );
  const wanted = new Set(
    periods.map((period) => `${period.kind}@${period.periodStart.toISOString()}`),
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (wanted.has(`${row.kind}@${row.periodStart.toISOString()}`)) counts.set(row.kind, row.used);
  }
  return counts;
}
