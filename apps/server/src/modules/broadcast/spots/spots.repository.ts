import type { BroadcastOrderState } from '@kinderwait/contract';
import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { broadcastInvitations, broadcastOrders } from '../broadcast.tables.ts';

const o = broadcastOrders;
const i = broadcastInvitations;

/** What the delivery job and the invitations read of a spot order. */
export interface SpotOrderRow {
  id: string;
  userId: string;
  state: BroadcastOrderState;
  providerId: string;
  ageGroupId: number;
  spotSpaces: number | null;
  spotStartDate: string | null;
  sentAt: Date | null;
  expiresAt: Date | null;
}

const spotOrderColumns = {
  id: o.id,
  userId: o.userId,
  state: o.state,
  providerId: sql<string>`${o.providerId}`,
  ageGroupId: sql<number>`${o.ageGroupId}`,
  spotSpaces: o.spotSpaces,
  spotStartDate: o.spotStartDate,
  sentAt: o.sentAt,
  expiresAt: o.expiresAt,
};

/**
 * The spot order, its row locked until `tx` ends: two deliveries of one order (a re-run job,
 * two processes) fix its families one after the other, and the second finds them fixed.
 */
export async function lockSpotOrder(
  tx: Database,
  orderId: string,
): Promise<SpotOrderRow | undefined> {
  const [row] = await tx
    .select(spotOrderColumns)
    .from(o)
    .where(and(eq(o.id, orderId), eq(o.kind, 'spot')))
    .for('update');
  return row;
}

export async function findSpotOrder(
  db: Database,
  orderId: string,
): Promise<SpotOrderRow | undefined> {
  const [row] = await db
    .select(spotOrderColumns)
    .from(o)
    .where(and(eq(o.id, orderId), eq(o.kind, 'spot')));
  return row;
}

/** One family to tell, in the order they are told (rank 1 first). */
export interface NewInvitation {
  parentUserId: string;
  childId: string;
  ticketId: string;
  rank: number;
  onProvidersWaitlist: boolean;
  distanceKm: number;
}

/** Whether the order's families were already fixed (by an earlier or another run). */
export async function hasInvitations(db: Database, orderId: string): Promise<boolean> {
  const rows = await db.select({ id: i.id }).from(i).where(eq(i.orderId, orderId)).limit(1);
  return rows.length > 0;
}

/** Stores the families of the order; a child already invited by it is left as it is. */
export async function insertInvitations(
  db: Database,
  orderId: string,
  invitations: readonly NewInvitation[],
  createdAt: Date,
): Promise<void> {
  if (invitations.length === 0) return;
  await db
    .insert(i)
    .values(invitations.map((invitation) => ({ ...invitation, orderId, createdAt })))
    .onConflictDoNothing({ target: [i.orderId, i.childId] });
}

/** An invitation not told yet, with what the notice names. */
export interface InvitationToTell {
  id: string;
  parentUserId: string;
  childId: string;
  ticketId: string;
  onProvidersWaitlist: boolean;
}

/** The order's families not told yet, in rank order. */
export async function invitationsToTell(
  db: Database,
  orderId: string,
): Promise<InvitationToTell[]> {
  return db
    .select({
      id: i.id,
      parentUserId: i.parentUserId,
      childId: i.childId,
      ticketId: i.ticketId,
      onProvidersWaitlist: i.onProvidersWaitlist,
    })
    .from(i)
    .where(and(eq(i.orderId, orderId), isNull(i.notifiedAt)))
    .orderBy(asc(i.rank), asc(i.id));
}

/** Marks the family told; false when another run already did. */
export async function markInvitationNotified(
  db: Database,
  invitationId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(i)
    .set({ notifiedAt: now })
    .where(and(eq(i.id, invitationId), isNull(i.notifiedAt)))
    .returning({ id: i.id });
  return rows.length > 0;
}

/** An invitation as the parent sees it, with its order. */
export interface StoredInvitation {
  id: string;
  orderId: string;
  childId: string;
  ticketId: string;
  rank: number;
  onProvidersWaitlist: boolean;
  distanceKm: number;
  createdAt: Date;
  /** Null only in the data archive, which reads the invitations not told yet too. */
  notifiedAt: Date | null;
  requestId: string | null;
  order: SpotOrderRow;
}

const invitationColumns = {
  id: i.id,
  orderId: i.orderId,
  childId: i.childId,
  ticketId: i.ticketId,
  rank: i.rank,
  onProvidersWaitlist: i.onProvidersWaitlist,
  distanceKm: i.distanceKm,
  createdAt: i.createdAt,
  notifiedAt: i.notifiedAt,
  requestId: i.requestId,
  order: spotOrderColumns,
};

/**
 * The parent's invitations the family was told of, newest first. A withdrawn order's are left
 * out (its provider took the broadcast back); an expired one's stay, closed.
 */
export async function invitationsOfParent(
  db: Database,
  parentUserId: string,
): Promise<StoredInvitation[]> {
  return db
    .select(invitationColumns)
    .from(i)
    .innerJoin(o, eq(o.id, i.orderId))
    .where(and(eq(i.parentUserId, parentUserId), isNotNull(i.notifiedAt), ne(o.state, 'withdrawn')))
    .orderBy(desc(i.notifiedAt), desc(i.id));
}

/**
 * Every invitation held for the parent, told or not, withdrawn orders' included (their data
 * archive), in the order they were made.
 */
export async function allInvitationsOfParent(
  db: Database,
  parentUserId: string,
): Promise<StoredInvitation[]> {
  return db
    .select(invitationColumns)
    .from(i)
    .innerJoin(o, eq(o.id, i.orderId))
    .where(eq(i.parentUserId, parentUserId))
    .orderBy(asc(i.createdAt), asc(i.id));
}

/** One of the parent's told invitations (withdrawn orders' included: the caller refuses them). */
export async function invitationOfParent(
  db: Database,
  parentUserId: string,
  invitationId: string,
): Promise<StoredInvitation | undefined> {
  const [row] = await db
    .select(invitationColumns)
    .from(i)
    .innerJoin(o, eq(o.id, i.orderId))
    .where(and(eq(i.id, invitationId), eq(i.parentUserId, parentUserId), isNotNull(i.notifiedAt)));
  return row;
}

/** Records the request "Send a request" made; the first one stays when two taps race. */
export async function setInvitationRequest(
  db: Database,
  invitationId: string,
  requestId: string,
  now: Date,
): Promise<void> {
  await db
    .update(i)
    .set({ requestId, requestedAt: now })
    .where(and(eq(i.id, invitationId), isNull(i.requestId)));
}
