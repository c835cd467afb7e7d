import type { AvailabilitySlot, ChildcareRequestStatus } from '@kinderwait/contract';
import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { preparedStatement } from '../../../db/prepared-statement.ts';
import { linePositions } from '../line-positions.repository.ts';
import { childcareRequests, waitlistTickets } from '../waitlist.tables.ts';

/** A request on a provider's list with what the provider's list shows of its ticket. */
export interface LineRequest {
  id: string;
  ticketId: string;
  providerId: string;
  childId: string;
  status: ChildcareRequestStatus;
  joinedAt: Date;
  priorityWeight: number;
  /** 1 = next in line among waiting and offered requests; null otherwise. */
  position: number | null;
  requestedStartDate: string;
  scheduleAvailability: AvailabilitySlot[];
  childcareTypeIds: number[];
}

const requests = childcareRequests;
const tickets = waitlistTickets;

// Requests in line first, then the others; each group by weight, then date joined.
const inLineFirst = sql`case when ${requests.status} in ('waiting', 'offered') then 0 else 1 end`;

const lineColumns = {
  id: requests.id,
  // The ticket's id (the join drops the anonymous lines of deleted accounts).
  ticketId: tickets.id,
  providerId: requests.providerId,
  childId: tickets.childId,
  status: requests.status,
  joinedAt: requests.joinedAt,
  priorityWeight: requests.priorityWeight,
  requestedStartDate: tickets.requestedStartDate,
  scheduleAvailability: tickets.scheduleAvailability,
  childcareTypeIds: tickets.childcareTypeIds,
};
const lineOrder = [
  inLineFirst,
  desc(requests.priorityWeight),
  asc(requests.joinedAt),
  asc(requests.id),
] as const;

type LineRow = Omit<LineRequest, 'position'>;

async function withPositions(db: Database, rows: readonly LineRow[]): Promise<LineRequest[]> {
  const { positionOf } = await linePositions(db, rows);
  return rows.map((row) => ({ ...row, position: positionOf.get(row.id) ?? null }));
}

async function selectLine(db: Database, where: SQL | undefined): Promise<LineRequest[]> {
  const rows = await db
    .select(lineColumns)
    .from(requests)
    .innerJoin(tickets, eq(tickets.id, requests.ticketId))
    .where(where)
    .orderBy(...lineOrder);
  return withPositions(db, rows);
}

// Every waitlist page reads its 50 requests by id: built once per handle, the ids one array.
const lineByIds = preparedStatement((db) =>
  db
    .select(lineColumns)
    .from(requests)
    .innerJoin(tickets, eq(tickets.id, requests.ticketId))
    .where(sql`${requests.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(...lineOrder)
    .prepare('waitlist_line_requests_by_ids'),
);

/**
 * Every request on the provider's list that the family has not withdrawn, in line order;
 * `statuses` narrows it.
 */
export async function findProviderLine(
  db: Database,
  providerId: string,
  statuses?: readonly ChildcareRequestStatus[],
): Promise<LineRequest[]> {
  return selectLine(
    db,
    and(
      eq(requests.providerId, providerId),
      statuses === undefined
        ? ne(requests.status, 'withdrawn')
        : inArray(requests.status, [...statuses]),
    ),
  );
}

/** The provider's request by its id or by its ticket; undefined when not on this provider's list. */
export async function findLineRequest(
  db: Database,
  providerId: string,
  key: { requestId: string } | { ticketId: string },
): Promise<LineRequest | undefined> {
  const [row] = await selectLine(
    db,
    and(
      eq(requests.providerId, providerId),
      'requestId' in key ? eq(requests.id, key.requestId) : eq(requests.ticketId, key.ticketId),
    ),
  );
  return row;
}

/** These requests, wherever they are (the transition's result). */
export async function findLineRequestsByIds(
  db: Database,
  ids: readonly string[],
): Promise<LineRequest[]> {
  if (ids.length === 0) return [];
  return withPositions(db, await lineByIds(db).execute({ ids: [...ids] }));
}

/** Sets each request's priority weight (the sum its provider computed). */
export async function updatePriorityWeights(
  db: Database,
  weights: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  for (const [requestId, weight] of weights) {
    await db
      .update(requests)
      .set({ priorityWeight: weight, updatedAt: now })
      .where(and(eq(requests.id, requestId), ne(requests.priorityWeight, weight)));
  }
}

export interface TransitionTarget {
  requestIds?: readonly string[];
  ticketIds?: readonly string[];
  exceptRequestIds?: readonly string[];
}

/**
 * Moves the targeted requests that are in one of `from` to `to`, in one conditional statement
 * (a request changed meanwhile is left alone); answers the ids it changed. joinedAt never changes:
 * a family going back to waiting keeps its place.
 */
export async function updateRequestStatuses(
  db: Database,
  target: TransitionTarget,
  from: readonly ChildcareRequestStatus[],
  to: ChildcareRequestStatus,
  now: Date,
): Promise<string[]> {
  const { requestIds = [], ticketIds = [], exceptRequestIds = [] } = target;
  if (from.length === 0 || (requestIds.length === 0 && ticketIds.length === 0)) return [];
  const rows = await db
    .update(requests)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'withdrawn' ? { withdrawnAt: now } : {}),
    })
    .where(
      and(
        requestIds.length > 0 ? inArray(requests.id, [...requestIds]) : undefined,
        ticketIds.length > 0 ? inArray(requests.ticketId, [...ticketIds]) : undefined,
        exceptRequestIds.length > 0 ? notInArray(requests.id, [...exceptRequestIds]) : undefined,
        inArray(requests.status, [...from]),
      ),
    )
    .returning({ id: requests.id });
  return rows.map((row) => row.id);
}
