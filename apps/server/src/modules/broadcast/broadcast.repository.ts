import type { BroadcastKind } from '@kinderwait/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { broadcastOrders } from './broadcast.tables.ts';

/**
 * The order rows both kinds of broadcast share (family: orders/ and family/, spot: spots/). Each
 * sub-folder keeps its own queries; these are the ones an order's life needs whatever its kind.
 */
export type OrderRow = typeof broadcastOrders.$inferSelect;
export type NewOrder = Omit<
  typeof broadcastOrders.$inferInsert,
  'id' | 'state' | 'paidWith' | 'paidAt' | 'checkoutSessionId' | 'sentAt' | 'expiresAt'
>;

/** A new order, awaiting payment. */
export async function insertOrder(db: Database, order: NewOrder): Promise<OrderRow> {
  const [row] = await db
    .insert(broadcastOrders)
    .values({ ...order, state: 'awaiting_payment' })
    .returning();
  if (row === undefined) throw new Error('the broadcast order was not saved');
  return row;
}

export async function findOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(broadcastOrders).where(eq(broadcastOrders.id, orderId));
  return row;
}

/** The order when `userId` placed it (another user's order is as if it did not exist). */
export async function findOrderOfUser(
  db: Database,
  orderId: string,
  userId: string,
  kind?: BroadcastKind,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(broadcastOrders)
    .where(
      and(
        eq(broadcastOrders.id, orderId),
        eq(broadcastOrders.userId, userId),
        kind === undefined ? undefined : eq(broadcastOrders.kind, kind),
      ),
    );
  return row;
}

/**
 * Marks an order awaiting payment paid, and 'sending': answers the row, or undefined when it was
 * not awaiting payment any more (paid already by another call, a retried webhook or another
 * process; withdrawn). The conditional update is what makes paying once, whatever races it.
 */
export async function markOrderPaid(
  db: Database,
  orderId: string,
  payment: { paidWith: 'allowance' } | { paidWith: 'checkout'; checkoutSessionId: string },
  now: Date,
  /** Only an order of this user (a checkout pays its buyer's order only). */
  userId?: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(broadcastOrders)
    .set({
      state: 'sending',
      paidWith: payment.paidWith,
      paidAt: now,
      checkoutSessionId: payment.paidWith === 'checkout' ? payment.checkoutSessionId : null,
      updatedAt: now,
    })
    .where(
      and(
        eq(broadcastOrders.id, orderId),
        userId === undefined ? undefined : eq(broadcastOrders.userId, userId),
        eq(broadcastOrders.state, 'awaiting_payment'),
        isNull(broadcastOrders.paidAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Marks a paid order sent, once: from 'sending' only, so a delivery job run again (or by two
 * processes) sets the sending time and the expiry once. Answers the row, or undefined.
 */
export async function markOrderSent(
  db: Database,
  orderId: string,
  sentAt: Date,
  expiresAt: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(broadcastOrders)
    .set({ state: 'sent', sentAt, expiresAt, updatedAt: sentAt })
    .where(and(eq(broadcastOrders.id, orderId), eq(broadcastOrders.state, 'sending')))
    .returning();
  return row;
}

/** Whether an order is still open to answers and requests: sent, not expired, not withdrawn. */
export function isOrderOpen(
  order: Pick<OrderRow, 'state' | 'expiresAt'>,
  now: Date,
): order is Pick<OrderRow, 'state'> & { expiresAt: Date } {
  return order.state === 'sent' && order.expiresAt !== null && order.expiresAt > now;
}
