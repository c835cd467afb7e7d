import type { OfferStatus } from '@kinderwait/contract';
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { offers } from './offers.tables.ts';

export type StoredOffer = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;

export async function insertOffer(db: Database, values: NewOffer): Promise<StoredOffer> {
  const [row] = await db.insert(offers).values(values).returning();
  if (row === undefined) throw new Error('The offer just inserted is missing');
  return row;
}

export async function findOffer(
  db: Database,
  offerId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<StoredOffer | undefined> {
  const query = db.select().from(offers).where(eq(offers.id, offerId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Open offers of an age group that still hold a space (an offer past its deadline holds none). */
export async function countLiveOffers(
  db: Database,
  providerId: string,
  ageGroupId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(offers)
    .where(
      and(
        eq(offers.providerId, providerId),
        eq(offers.ageGroupId, ageGroupId),
        eq(offers.status, 'open'),
        gt(offers.deadlineAt, now),
      ),
    );
  return row?.value ?? 0;
}

/** The request's open offer, due or not (at most one). */
export async function findOpenOfferOfRequest(
  db: Database,
  requestId: string,
): Promise<StoredOffer | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.requestId, requestId), eq(offers.status, 'open')));
  return row;
}

/** The open, not yet due offers of these requests (at most one each). */
export async function findLiveOffersOfRequests(
  db: Database,
  requestIds: readonly string[],
  now: Date,
): Promise<StoredOffer[]> {
  if (requestIds.length === 0) return [];
  // Every waitlist page asks for its 50 requests: the ids as one array parameter.
  return db
    .select()
    .from(offers)
    .where(
      and(
        sql`${offers.requestId} = any(${sql.param([...requestIds])}::uuid[])`,
        eq(offers.status, 'open'),
        gt(offers.deadlineAt, now),
      ),
    );
}

/** The newest offer of each of these requests, whatever its status. */
export async function findLatestOffersOfRequests(
  db: Database,
  requestIds: readonly string[],
): Promise<StoredOffer[]> {
  if (requestIds.length === 0) return [];
  return db
    .selectDistinctOn([offers.requestId])
    .from(offers)
    .where(inArray(offers.requestId, [...requestIds]))
    .orderBy(offers.requestId, desc(offers.createdAt));
}

export async function listProviderOffers(
  db: Database,
  providerId: string,
  status: OfferStatus | undefined,
  limit: number,
): Promise<StoredOffer[]> {
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.providerId, providerId),
        status === undefined ? undefined : eq(offers.status, status),
      ),
    )
    .orderBy(desc(offers.createdAt))
    .limit(limit);
}

/** Request ids that ever had an offer of this provider and age group (auto-offer skips them). */
export async function requestIdsOffered(
  db: Database,
  providerId: string,
  ageGroupId: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ requestId: offers.requestId })
    .from(offers)
    .where(and(eq(offers.providerId, providerId), eq(offers.ageGroupId, ageGroupId)));
  return rows.map((row) => row.requestId);
}

/**
 * Closes an open offer: a conditional update, so of two racing answers (or an answer and the
 * sweep) exactly one closes it. Undefined when it was not open any more.
 */
export async function closeOffer(
  db: Database,
  offerId: string,
  status: Exclude<OfferStatus, 'open'>,
  now: Date,
  { linkUsedAt, notDue = false }: { linkUsedAt?: Date; notDue?: boolean } = {},
): Promise<StoredOffer | undefined> {
  const [row] = await db
    .update(offers)
    .set({
      status,
      closedAt: now,
      updatedAt: now,
      ...(linkUsedAt === undefined ? {} : { linkUsedAt }),
    })
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.status, 'open'),
        // An answer must come before the deadline, even by a millisecond the sweep has not seen.
        notDue ? gt(offers.deadlineAt, now) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function setPausedRequests(
  db: Database,
  offerId: string,
  pausedRequestIds: readonly string[],
): Promise<void> {
  await db
    .update(offers)
    .set({ pausedRequestIds: [...pausedRequestIds] })
    .where(eq(offers.id, offerId));
}

/** Open offers whose deadline has passed, oldest first (the expiry sweep's batch). */
export async function findDueOffers(
  db: Database,
  now: Date,
  limit: number,
): Promise<StoredOffer[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.status, 'open'), lte(offers.deadlineAt, now)))
    .orderBy(asc(offers.deadlineAt))
    .limit(limit);
}

/** Forgets paused requests the parent withdrew (or that moved on), so a second tap does nothing. */
export async function clearPausedRequests(db: Database, offerId: string, now: Date): Promise<void> {
  await db
    .update(offers)
    .set({ pausedRequestIds: sql`'{}'::uuid[]`, updatedAt: now })
    .where(eq(offers.id, offerId));
}

/** An offer as its family's data archive lists it (no link token). */
export interface ArchivedOffer {
  id: string;
  requestId: string;
  providerId: string;
  ageGroupId: number;
  startDate: string;
  deadlineAt: Date;
  status: OfferStatus;
  autoOffered: boolean;
  createdAt: Date;
  closedAt: Date | null;
}

export async function findOffersOfRequests(
  db: Database,
  requestIds: readonly string[],
): Promise<ArchivedOffer[]> {
  if (requestIds.length === 0) return [];
  return db
    .select({
      id: offers.id,
      requestId: offers.requestId,
      providerId: offers.providerId,
      ageGroupId: offers.ageGroupId,
      startDate: offers.startDate,
      deadlineAt: offers.deadlineAt,
      status: offers.status,
      autoOffered: offers.autoOffered,
      createdAt: offers.createdAt,
      closedAt: offers.closedAt,
    })
    .from(offers)
    .where(inArray(offers.requestId, [...requestIds]))
    .orderBy(asc(offers.createdAt), asc(offers.id));
}
