import type { ClaimChannel } from '@kinderwait/contract';
import type { SQL } from 'drizzle-orm';
import { and, count, eq, gt, min, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listingClaims } from './listing-claims.tables.ts';

export type ClaimStatus = 'pending' | 'verified' | 'completed' | 'superseded';

export interface StoredClaim {
  id: string;
  listingId: string;
  userId: string;
  codeHash: string;
  status: ClaimStatus;
  triesUsed: number;
  expiresAt: Date;
}

export interface NewClaim {
  id: string;
  listingId: string;
  userId: string;
  channel: ClaimChannel;
  sentTo: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface ClaimLimits {
  /** The start of the window the limits count in. */
  since: Date;
  perListing: number;
  perUser: number;
}

/** Inserted, or the limit that refused it and when its oldest counted code was sent. */
export type LimitedInsert =
  { inserted: true } | { inserted: false; limit: 'listing' | 'user'; oldestSentAt: Date };

/** Codes sent since the window start matching `where`, and the oldest of them. */
async function sentSince(
  db: Database,
  where: SQL | undefined,
  since: Date,
): Promise<{ sent: number; oldest: Date | null }> {
  const [row] = await db
    .select({ sent: count(), oldest: min(listingClaims.createdAt) })
    .from(listingClaims)
    .where(and(where, gt(listingClaims.createdAt, since)));
  return { sent: row?.sent ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Records `claim` unless the listing or the user has had their codes for the window, and says
 * which. Transaction-scoped advisory locks (the user's, then the listing's: always in this order,
 * so two requests cannot wait on each other) make count and insert one step in every process.
 */
export async function insertClaimWithinLimits(
  db: Database,
  claim: NewClaim,
  { since, perListing, perUser }: ClaimLimits,
): Promise<LimitedInsert> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`claim-user:${claim.userId}`}))`);
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`claim-listing:${claim.listingId}`}))`,
    );
    const listing = await sentSince(tx, eq(listingClaims.listingId, claim.listingId), since);
    if (listing.sent >= perListing && listing.oldest !== null) {
      return { inserted: false, limit: 'listing', oldestSentAt: listing.oldest };
    }
    const user = await sentSince(tx, eq(listingClaims.userId, claim.userId), since);
    if (user.sent >= perUser && user.oldest !== null) {
      return { inserted: false, limit: 'user', oldestSentAt: user.oldest };
    }
    await tx.insert(listingClaims).values(claim);
    return { inserted: true };
  });
}

/** Forgets a claim whose code could not be sent: nobody received anything to count. */
export async function deleteClaim(db: Database, claimId: string): Promise<void> {
  await db.delete(listingClaims).where(eq(listingClaims.id, claimId));
}

/** Only the newest code a user was sent for a listing works. */
export async function supersedeOlderClaims(
  db: Database,
  { userId, listingId, newestId }: { userId: string; listingId: string; newestId: string },
): Promise<void> {
  await db
    .update(listingClaims)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(listingClaims.userId, userId),
        eq(listingClaims.listingId, listingId),
        eq(listingClaims.status, 'pending'),
        ne(listingClaims.id, newestId),
      ),
    );
}

/** The user's claim, locked until the transaction ends (two tries of one code take turns). */
export async function findClaimForUpdate(
  db: Database,
  claimId: string,
  userId: string,
): Promise<StoredClaim | undefined> {
  const [row] = await db
    .select({
      id: listingClaims.id,
      listingId: listingClaims.listingId,
      userId: listingClaims.userId,
      codeHash: listingClaims.codeHash,
      status: listingClaims.status,
      triesUsed: listingClaims.triesUsed,
      expiresAt: listingClaims.expiresAt,
    })
    .from(listingClaims)
    .where(and(eq(listingClaims.id, claimId), eq(listingClaims.userId, userId)))
    .for('update');
  return row === undefined ? undefined : { ...row, status: claimStatusOf(row.status) };
}

export async function recordWrongTry(db: Database, claimId: string): Promise<number> {
  const [row] = await db
    .update(listingClaims)
    .set({ triesUsed: sql`${listingClaims.triesUsed} + 1` })
    .where(eq(listingClaims.id, claimId))
    .returning({ triesUsed: listingClaims.triesUsed });
  return row?.triesUsed ?? 0;
}

export async function setClaimStatus(
  db: Database,
  claimId: string,
  status: 'verified' | 'completed',
  at: Date,
): Promise<void> {
  await db
    .update(listingClaims)
    .set(status === 'verified' ? { status, verifiedAt: at } : { status })
    .where(eq(listingClaims.id, claimId));
}

function claimStatusOf(status: string): ClaimStatus {
  switch (status) {
    case 'verified':
    case 'completed':
    case 'superseded':
      return status;
    default:
      return 'pending';
  }
}

/** The user's claims of listings (their data archive): never the code's hash. */
export async function claimsOfUser(db: Database, userId: string) {
  return db
    .select({
      id: listingClaims.id,
      listingId: listingClaims.listingId,
      channel: listingClaims.channel,
      sentTo: listingClaims.sentTo,
      status: listingClaims.status,
      createdAt: listingClaims.createdAt,
      verifiedAt: listingClaims.verifiedAt,
    })
    .from(listingClaims)
    .where(eq(listingClaims.userId, userId))
    .orderBy(listingClaims.createdAt);
}
