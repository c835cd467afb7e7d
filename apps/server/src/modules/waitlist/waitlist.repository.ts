import type { AvailabilitySlot, ChildcareRequestStatus } from '@kinderwait/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { linePositions } from './line-positions.repository.ts';
import { childcareRequests, favoriteProviders, waitlistTickets } from './waitlist.tables.ts';

export interface StoredTicket {
  id: string;
  childId: string;
  distanceKm: number;
  providerTypeIds: number[];
  childcareTypeIds: number[];
  schoolPlanIds: number[];
  feeBracketIds: number[];
  requestedStartDate: string;
  scheduleAvailability: AvailabilitySlot[];
  careInFrench: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What a ticket saves (the waitlist data, normalised). */
export type TicketFields = Omit<StoredTicket, 'id' | 'childId' | 'createdAt' | 'updatedAt'>;

/** A request with its place in the provider's line. */
export interface StoredRequest {
  id: string;
  ticketId: string;
  providerId: string;
  status: ChildcareRequestStatus;
  sentAt: Date;
  joinedAt: Date;
  withdrawnAt: Date | null;
  /** The sum of the weights of the priorities the provider assigned. */
  priorityWeight: number;
  /** 1 = next in line (by priority weight, then joinedAt); null when not waiting or offered. */
  position: number | null;
  /** Requests in line (waiting or offered) on that provider's list. */
  waitlistSize: number;
}

const tickets = waitlistTickets;
const requests = childcareRequests;

export async function findTicketOfChild(
  db: Database,
  childId: string,
): Promise<StoredTicket | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.childId, childId));
  return row;
}

export async function findTicket(
  db: Database,
  ticketId: string,
): Promise<StoredTicket | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  return row;
}

export async function findTicketsOfChildren(
  db: Database,
  childIds: readonly string[],
): Promise<StoredTicket[]> {
  if (childIds.length === 0) return [];
  return db
    .select()
    .from(tickets)
    .where(inArray(tickets.childId, [...childIds]));
}

/** Creates the child's ticket; undefined when the child already has one (one per child). */
export async function insertTicket(
  db: Database,
  childId: string,
  fields: TicketFields,
  now: Date,
): Promise<StoredTicket | undefined> {
  const [row] = await db
    .insert(tickets)
    .values({ ...fields, childId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: tickets.childId })
    .returning();
  return row;
}

/** Replaces the ticket's data (its requests are untouched); undefined when it is not the child's. */
export async function updateTicket(
  db: Database,
  ticketId: string,
  childId: string,
  fields: TicketFields,
  now: Date,
): Promise<StoredTicket | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tickets)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(tickets.id, ticketId), eq(tickets.childId, childId)))
      .returning();
    // The requests' copy of the start date (the age-group filter's), in the same transaction.
    if (row !== undefined) {
      await tx
        .update(requests)
        .set({ requestedStartDate: row.requestedStartDate })
        .where(eq(requests.ticketId, row.id));
    }
    return row;
  });
}

/**
 * The requests' copy of the child's date of birth (the age-group filter's), after the children
 * module changed it (its childBirthDateChanged event).
 */
export async function updateRequestsChildBirthDate(
  db: Database,
  childId: string,
  childBirthDate: string,
): Promise<void> {
  await db
    .update(requests)
    .set({ childBirthDate })
    .where(
      inArray(
        requests.ticketId,
        db.select({ id: tickets.id }).from(tickets).where(eq(tickets.childId, childId)),
      ),
    );
}

async function selectRequests(db: Database, where: SQL | undefined): Promise<StoredRequest[]> {
  const rows = await db
    .select({
      id: requests.id,
      // The ticket's id (the join drops the anonymous lines of deleted accounts).
      ticketId: tickets.id,
      providerId: requests.providerId,
      status: requests.status,
      sentAt: requests.sentAt,
      joinedAt: requests.joinedAt,
      withdrawnAt: requests.withdrawnAt,
      priorityWeight: requests.priorityWeight,
    })
    .from(requests)
    .innerJoin(tickets, eq(tickets.id, requests.ticketId))
    .where(where)
    .orderBy(desc(requests.sentAt), desc(requests.id));
  const { positionOf, sizeOf } = await linePositions(db, rows);
  return rows.map((row) => ({
    ...row,
    position: positionOf.get(row.id) ?? null,
    waitlistSize: sizeOf.get(row.providerId) ?? 0,
  }));
}

/** The ticket's requests to these providers. */
export async function findRequestsOfTicket(
  db: Database,
  ticketId: string,
  providerIds: readonly string[],
): Promise<StoredRequest[]> {
  if (providerIds.length === 0) return [];
  return selectRequests(
    db,
    and(eq(requests.ticketId, ticketId), inArray(requests.providerId, [...providerIds])),
  );
}

export async function findRequest(
  db: Database,
  ticketId: string,
  providerId: string,
): Promise<StoredRequest | undefined> {
  const [row] = await findRequestsOfTicket(db, ticketId, [providerId]);
  return row;
}

/** Every request of these tickets, newest sent first. */
export async function findRequestsOfTickets(
  db: Database,
  ticketIds: readonly string[],
): Promise<StoredRequest[]> {
  if (ticketIds.length === 0) return [];
  return selectRequests(db, inArray(requests.ticketId, [...ticketIds]));
}

/** Whether any of these tickets ever sent a request. */
export async function anyRequestOfTickets(
  db: Database,
  ticketIds: readonly string[],
): Promise<boolean> {
  if (ticketIds.length === 0) return false;
  const [row] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(inArray(requests.ticketId, [...ticketIds]))
    .limit(1);
  return row !== undefined;
}

/**
 * Puts the ticket on the provider's waitlist: a new request, or a withdrawn one back to waiting
 * with sentAt and joinedAt now (the family left the line, so it joins at the end). Any other
 * existing request is left as it is. One statement, so concurrent sends of the same pair leave
 * one request: 'sent' for the one that wrote it, 'already_sent' otherwise.
 */
export async function sendRequest(
  db: Database,
  ticketId: string,
  providerId: string,
  childBirthDate: string,
  now: Date,
): Promise<'sent' | 'already_sent'> {
  // The copies the age-group filter reads (waitlist.tables.ts): the start date as the ticket
  // holds it now, the birth date as the children module answered it.
  const requestedStartDate = sql`(select ${tickets.requestedStartDate} from ${tickets} where ${tickets.id} = ${ticketId})`;
  const written = await db
    .insert(requests)
    .values({
      ticketId,
      providerId,
      status: 'waiting',
      sentAt: now,
      joinedAt: now,
      requestedStartDate,
      childBirthDate,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [requests.ticketId, requests.providerId],
      set: {
        status: 'waiting',
        sentAt: now,
        joinedAt: now,
        withdrawnAt: null,
        withdrawReason: null,
        requestedStartDate,
        childBirthDate,
        updatedAt: now,
      },
      setWhere: sql`${requests.status} = 'withdrawn'`,
    })
    .returning({ id: requests.id });
  return written.length > 0 ? 'sent' : 'already_sent';
}

/**
 * Withdraws the request if its status is one of `from`; answers whether it did (otherwise, and
 * when it already is withdrawn, nothing changes).
 */
export async function withdrawRequest(
  db: Database,
  requestId: string,
  from: readonly ChildcareRequestStatus[],
  reason: string | null,
  now: Date,
): Promise<boolean> {
  const written = await db
    .update(requests)
    .set({ status: 'withdrawn', withdrawnAt: now, withdrawReason: reason, updatedAt: now })
    .where(and(eq(requests.id, requestId), inArray(requests.status, [...from])))
    .returning({ id: requests.id });
  return written.length > 0;
}

export async function findLikedProviderIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: favoriteProviders.providerId })
    .from(favoriteProviders)
    .where(eq(favoriteProviders.userId, userId));
  return rows.map((row) => row.providerId);
}

/** Likes (idempotent) or unlikes (idempotent) a provider. */
export async function setLiked(
  db: Database,
  userId: string,
  providerId: string,
  liked: boolean,
  now: Date,
): Promise<void> {
  if (liked) {
    await db
      .insert(favoriteProviders)
      .values({ userId, providerId, createdAt: now })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(favoriteProviders)
    .where(and(eq(favoriteProviders.userId, userId), eq(favoriteProviders.providerId, providerId)));
}

/**
 * Deletes the tickets not changed since `before` whose requests are all out of line (withdrawn,
 * declined or inactive) and none of them changed since then either; answers how many.
 */
export async function deleteInactiveTickets(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(tickets)
    .where(
      and(
        sql`${tickets.updatedAt} < ${before.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${requests} where ${requests.ticketId} = ${tickets.id}
          and (${requests.status} not in ('withdrawn', 'declined', 'inactive')
            or ${requests.updatedAt} >= ${before.toISOString()}::timestamptz))`,
      ),
    )
    .returning({ id: tickets.id });
  return rows.length;
}

/**
 * An erased family's requests (docs/product/privacy.md#delete-my-account): each becomes an
 * anonymous line, detached from the ticket before the ticket goes; a request still in line is
 * withdrawn first by the caller, so the others' positions move up as after any withdrawal.
 */
export async function detachRequestsOfTickets(
  db: Database,
  ticketIds: readonly string[],
  now: Date,
): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const rows = await db
    .update(requests)
    .set({ ticketId: null, withdrawReason: null, updatedAt: now })
    .where(inArray(requests.ticketId, [...ticketIds]))
    .returning({ id: requests.id });
  return rows.length;
}
