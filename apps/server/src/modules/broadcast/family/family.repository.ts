import type { BroadcastAnswer, ParentDecision } from '@kinderwait/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { OrderRow } from '../broadcast.repository.ts';
import { broadcastDeliveries, broadcastOrders } from '../broadcast.tables.ts';

export type DeliveryRow = typeof broadcastDeliveries.$inferSelect;

/** A delivery with its order, as the provider's list and the parent's interest read them. */
export interface DeliveryWithOrder {
  delivery: DeliveryRow;
  order: OrderRow;
}

/**
 * Delivers the order to these providers, once each: a provider it reached already is skipped
 * (the unique order-provider index), so a job run again or by two processes adds nothing.
 * Answers the deliveries this call made.
 */
export async function insertDeliveries(
  db: Database,
  orderId: string,
  providers: readonly { providerId: string; distanceKm: number }[],
  now: Date,
): Promise<DeliveryRow[]> {
  if (providers.length === 0) return [];
  return db
    .insert(broadcastDeliveries)
    .values(
      providers.map(({ providerId, distanceKm }) => ({
        orderId,
        providerId,
        distanceKm,
        deliveredAt: now,
      })),
    )
    .onConflictDoNothing({ target: [broadcastDeliveries.orderId, broadcastDeliveries.providerId] })
    .returning();
}

/** The provider's deliveries of orders not withdrawn, newest first. */
export async function deliveriesOfProvider(
  db: Database,
  providerId: string,
): Promise<DeliveryWithOrder[]> {
  return db
    .select({ delivery: broadcastDeliveries, order: broadcastOrders })
    .from(broadcastDeliveries)
    .innerJoin(broadcastOrders, eq(broadcastOrders.id, broadcastDeliveries.orderId))
    .where(
      and(eq(broadcastDeliveries.providerId, providerId), ne(broadcastOrders.state, 'withdrawn')),
    )
    .orderBy(desc(broadcastDeliveries.deliveredAt), desc(broadcastDeliveries.id));
}

export async function findDelivery(
  db: Database,
  deliveryId: string,
): Promise<DeliveryWithOrder | undefined> {
  const [row] = await db
    .select({ delivery: broadcastDeliveries, order: broadcastOrders })
    .from(broadcastDeliveries)
    .innerJoin(broadcastOrders, eq(broadcastOrders.id, broadcastDeliveries.orderId))
    .where(eq(broadcastDeliveries.id, deliveryId));
  return row;
}

/** The "interested" answers of an order, earliest first. */
export async function interestedDeliveries(db: Database, orderId: string): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(broadcastDeliveries)
    .where(
      and(eq(broadcastDeliveries.orderId, orderId), eq(broadcastDeliveries.answer, 'interested')),
    )
    .orderBy(asc(broadcastDeliveries.answeredAt), asc(broadcastDeliveries.id));
}

/**
 * The provider's answer, while the parent has not decided (a conditional update): answers the
 * row, or undefined when the parent decided meanwhile.
 */
export async function saveAnswer(
  db: Database,
  deliveryId: string,
  answer:
    | {
        answer: Extract<BroadcastAnswer, 'interested'>;
        ageGroupId: number;
        startDate: string;
        note: string | null;
      }
    | { answer: Extract<BroadcastAnswer, 'not_now'> },
  now: Date,
): Promise<DeliveryRow | undefined> {
  const interested = answer.answer === 'interested';
  const [row] = await db
    .update(broadcastDeliveries)
    .set({
      answer: answer.answer,
      answeredAt: now,
      offeredAgeGroupId: interested ? answer.ageGroupId : null,
      offeredStartDate: interested ? answer.startDate : null,
      note: interested ? answer.note : null,
    })
    .where(and(eq(broadcastDeliveries.id, deliveryId), isNull(broadcastDeliveries.decision)))
    .returning();
  return row;
}

/**
 * The parent's decision on an "interested" answer not decided yet (a conditional update), with
 * what an acceptance made. Answers the row, or undefined when it was decided meanwhile.
 */
export async function saveDecision(
  db: Database,
  deliveryId: string,
  decision: ParentDecision,
  made: { requestId: string | null; offerId: string | null },
  now: Date,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(broadcastDeliveries)
    .set({ decision, decidedAt: now, requestId: made.requestId, offerId: made.offerId })
    .where(
      and(
        eq(broadcastDeliveries.id, deliveryId),
        eq(broadcastDeliveries.answer, 'interested'),
        isNull(broadcastDeliveries.decision),
      ),
    )
    .returning();
  return row;
}

/** Family orders sent and still open at `now` (the late-match sweep reads them). */
export async function openFamilyOrders(db: Database, now: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(broadcastOrders)
    .where(
      and(
        eq(broadcastOrders.kind, 'family'),
        eq(broadcastOrders.state, 'sent'),
        gt(broadcastOrders.expiresAt, now),
      ),
    );
}

/** Paid family orders whose delivery job has not finished (a sweep re-queues them). */
export async function sendingFamilyOrders(db: Database): Promise<OrderRow[]> {
  return db
    .select()
    .from(broadcastOrders)
    .where(and(eq(broadcastOrders.kind, 'family'), eq(broadcastOrders.state, 'sending')));
}

/** Sent orders past their expiry become expired; answers how many. */
export async function expireOrders(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(broadcastOrders)
    .set({ state: 'expired', updatedAt: now })
    .where(and(eq(broadcastOrders.state, 'sent'), lte(broadcastOrders.expiresAt, now)))
    .returning({ id: broadcastOrders.id });
  return rows.length;
}

/**
 * The providers with deliveries of open orders not yet in a digest, and not digested within the
 * last `since` (at most one digest email a day each), with those deliveries' ids.
 */
export async function undigestedByProvider(
  db: Database,
  now: Date,
  since: Date,
): Promise<{ providerId: string; deliveryIds: string[] }[]> {
  const recent = db
    .select({ providerId: broadcastDeliveries.providerId })
    .from(broadcastDeliveries)
    .where(gt(broadcastDeliveries.digestedAt, since));
  const rows = await db
    .select({ providerId: broadcastDeliveries.providerId, id: broadcastDeliveries.id })
    .from(broadcastDeliveries)
    .innerJoin(broadcastOrders, eq(broadcastOrders.id, broadcastDeliveries.orderId))
    .where(
      and(
        isNull(broadcastDeliveries.digestedAt),
        eq(broadcastOrders.state, 'sent'),
        gt(broadcastOrders.expiresAt, now),
        sql`${broadcastDeliveries.providerId} not in (${recent})`,
      ),
    )
    .orderBy(asc(broadcastDeliveries.providerId), asc(broadcastDeliveries.deliveredAt));
  const byProvider = new Map<string, string[]>();
  for (const row of rows) {
    byProvider.set(row.providerId, [...(byProvider.get(row.providerId) ?? []), row.id]);
  }
  return [...byProvider].map(([providerId, deliveryIds]) => ({ providerId, deliveryIds }));
}

/** Marks deliveries digested, those not digested yet; answers the ids it marked. */
export async function markDigested(
  db: Database,
  deliveryIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (deliveryIds.length === 0) return [];
  const rows = await db
    .update(broadcastDeliveries)
    .set({ digestedAt: now })
    .where(
      and(
        inArray(broadcastDeliveries.id, [...deliveryIds]),
        isNull(broadcastDeliveries.digestedAt),
      ),
    )
    .returning({ id: broadcastDeliveries.id });
  return rows.map((row) => row.id);
}

/** A parent's family orders, every state (their data archive). */
export async function familyOrdersOfUser(db: Database, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(broadcastOrders)
    .where(and(eq(broadcastOrders.userId, userId), eq(broadcastOrders.kind, 'family')))
    .orderBy(asc(broadcastOrders.createdAt));
}

/** Deletes the user's broadcast orders (their deliveries go with them); answers how many. */
export async function deleteOrdersOfUser(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(broadcastOrders)
    .where(eq(broadcastOrders.userId, userId))
    .returning({ id: broadcastOrders.id });
  return rows.length;
}
