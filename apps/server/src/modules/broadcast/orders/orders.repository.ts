import { and, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { OrderRow } from '../broadcast.repository.ts';
import { broadcastDeliveries, broadcastInvitations, broadcastOrders } from '../broadcast.tables.ts';

/** What an order reached so far, and the answers or requests it received. */
export interface OrderCounts {
  reached: number;
  interested: number;
  notNow: number;
  requestsReceived: number;
}

const noCounts: OrderCounts = { reached: 0, interested: 0, notNow: 0, requestsReceived: 0 };

/** The counts of each order (family: deliveries and answers; spot: invitations and requests). */
export async function countsOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, OrderCounts>> {
  const counts = new Map<string, OrderCounts>();
  if (orderIds.length === 0) return counts;
  const ids = [...orderIds];
  const [deliveries, invitations] = await Promise.all([
    db
      .select({
        orderId: broadcastDeliveries.orderId,
        reached: count(),
        interested: sql<number>`count(*) filter (where ${broadcastDeliveries.answer} = 'interested')::int`,
        notNow: sql<number>`count(*) filter (where ${broadcastDeliveries.answer} = 'not_now')::int`,
      })
      .from(broadcastDeliveries)
      .where(inArray(broadcastDeliveries.orderId, ids))
      .groupBy(broadcastDeliveries.orderId),
    db
      .select({
        orderId: broadcastInvitations.orderId,
        reached: count(),
        requestsReceived: sql<number>`count(${broadcastInvitations.requestId})::int`,
      })
      .from(broadcastInvitations)
      .where(inArray(broadcastInvitations.orderId, ids))
      .groupBy(broadcastInvitations.orderId),
  ]);
  for (const row of deliveries) {
    counts.set(row.orderId, {
      ...noCounts,
      reached: row.reached,
      interested: row.interested,
      notNow: row.notNow,
    });
  }
  for (const row of invitations) {
    counts.set(row.orderId, {
      ...noCounts,
      reached: row.reached,
      requestsReceived: row.requestsReceived,
    });
  }
  return counts;
}

export function countsOf(counts: Map<string, OrderCounts>, orderId: string): OrderCounts {
  return counts.get(orderId) ?? noCounts;
}

/**
 * The user's orders of the given kinds, newest first, never the withdrawn ones; only the paid
 * ones when asked (`IsPaid eq true`).
 */
export async function listOrdersOfUser(
  db: Database,
  userId: string,
  kinds: readonly OrderRow['kind'][],
  onlyPaid: boolean,
): Promise<OrderRow[]> {
  if (kinds.length === 0) return [];
  return db
    .select()
    .from(broadcastOrders)
    .where(
      and(
        eq(broadcastOrders.userId, userId),
        inArray(broadcastOrders.kind, [...kinds]),
        ne(broadcastOrders.state, 'withdrawn'),
        onlyPaid ? isNotNull(broadcastOrders.paidAt) : undefined,
      ),
    )
    .orderBy(desc(broadcastOrders.createdAt), desc(broadcastOrders.id));
}

/** Withdraws an order of the user not withdrawn yet; answers whether it did. */
export async function withdrawOrder(
  db: Database,
  orderId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(broadcastOrders)
    .set({ state: 'withdrawn', withdrawnAt: now, updatedAt: now })
    .where(
      and(
        eq(broadcastOrders.id, orderId),
        eq(broadcastOrders.userId, userId),
        ne(broadcastOrders.state, 'withdrawn'),
      ),
    )
    .returning({ id: broadcastOrders.id });
  return rows.length > 0;
}
