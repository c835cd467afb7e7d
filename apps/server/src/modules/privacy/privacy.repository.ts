import type { ChildAccessAction, ExportStatus } from '@kinderwait/contract';
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accountErasures, childAccessLog, privacyExports } from './privacy.tables.ts';

/** An archive's row without its bytes. */
export interface StoredExport {
  id: string;
  userId: string;
  status: ExportStatus;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  emailedAt: Date | null;
}

const exportColumns = {
  id: privacyExports.id,
  userId: privacyExports.userId,
  status: sql<ExportStatus>`${privacyExports.status}`,
  requestedAt: privacyExports.requestedAt,
  readyAt: privacyExports.readyAt,
  expiresAt: privacyExports.expiresAt,
  emailedAt: privacyExports.emailedAt,
};

export async function insertExport(db: Database, userId: string, now: Date): Promise<StoredExport> {
  const [row] = await db
    .insert(privacyExports)
    .values({ userId, requestedAt: now })
    .returning(exportColumns);
  if (row === undefined) throw new Error('The export just inserted is missing');
  return row;
}

export async function findExport(db: Database, id: string): Promise<StoredExport | undefined> {
  const [row] = await db
    .select(exportColumns)
    .from(privacyExports)
    .where(eq(privacyExports.id, id));
  return row;
}

export async function latestExportOf(
  db: Database,
  userId: string,
): Promise<StoredExport | undefined> {
  const [row] = await db
    .select(exportColumns)
    .from(privacyExports)
    .where(eq(privacyExports.userId, userId))
    .orderBy(desc(privacyExports.requestedAt), desc(privacyExports.id))
    .limit(1);
  return row;
}

/** Stores a queued archive's bytes; false when it was not queued any more (a repeated run). */
export async function storeArchive(
  db: Database,
  id: string,
  archive: Uint8Array,
  readyAt: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(privacyExports)
    .set({ status: 'ready', archive, readyAt, expiresAt })
    .where(and(eq(privacyExports.id, id), eq(privacyExports.status, 'queued')))
    .returning({ id: privacyExports.id });
  return rows.length > 0;
}

export async function markExportFailed(db: Database, id: string): Promise<void> {
  await db
    .update(privacyExports)
    .set({ status: 'failed' })
    .where(and(eq(privacyExports.id, id), eq(privacyExports.status, 'queued')));
}

/** Marks the link emailed; false when it was already (the email is not sent twice). */
export async function markExportEmailed(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(privacyExports)
    .set({ emailedAt: at })
    .where(and(eq(privacyExports.id, id), sql`${privacyExports.emailedAt} is null`))
    .returning({ id: privacyExports.id });
  return rows.length > 0;
}

/** The bytes of a ready archive not expired at `now`. */
export async function readyArchive(
  db: Database,
  id: string,
  now: Date,
): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ archive: privacyExports.archive })
    .from(privacyExports)
    .where(
      and(
        eq(privacyExports.id, id),
        eq(privacyExports.status, 'ready'),
        sql`${privacyExports.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row?.archive ?? undefined;
}

/** Drops the bytes of archives past their expiry; answers how many. */
export async function expireArchives(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(privacyExports)
    .set({ status: 'expired', archive: null })
    .where(and(eq(privacyExports.status, 'ready'), lte(privacyExports.expiresAt, now)))
    .returning({ id: privacyExports.id });
  return rows.length;
}

// Erasures

export type ErasureRow = typeof accountErasures.$inferSelect;

export async function openErasureOf(db: Database, userId: string): Promise<ErasureRow | undefined> {
  const [row] = await db
    .select()
    .from(accountErasures)
    .where(
      and(
        eq(accountErasures.userId, userId),
        inArray(accountErasures.status, ['awaiting_confirmation', 'scheduled']),
      ),
    );
  return row;
}

/** Starts a deletion request, or replaces the confirmation token of the one awaiting it. */
export async function upsertErasureRequest(
  db: Database,
  userId: string,
  confirmTokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .insert(accountErasures)
    .values({ userId, status: 'awaiting_confirmation', confirmTokenHash, requestedAt: now })
    .onConflictDoUpdate({
      target: accountErasures.userId,
      targetWhere: sql`${accountErasures.status} in ('awaiting_confirmation', 'scheduled')`,
      set: { confirmTokenHash, requestedAt: now },
      setWhere: sql`${accountErasures.status} = 'awaiting_confirmation'`,
    });
}

/** The erasure an emailed link's token belongs to: its confirmation link or its undo link. */
export async function findErasureByToken(
  db: Database,
  link: 'confirm' | 'undo',
  hash: string,
): Promise<ErasureRow | undefined> {
  const column =
    link === 'confirm' ? accountErasures.confirmTokenHash : accountErasures.undoTokenHash;
  const [row] = await db.select().from(accountErasures).where(eq(column, hash));
  return row;
}

/** Moves an erasure from one status to another, with `changes`; false when it was not in `from`. */
export async function moveErasure(
  db: Database,
  id: string,
  from: ErasureRow['status'],
  changes: Partial<Omit<ErasureRow, 'id' | 'userId'>>,
): Promise<boolean> {
  const rows = await db
    .update(accountErasures)
    .set(changes)
    .where(and(eq(accountErasures.id, id), eq(accountErasures.status, from)))
    .returning({ id: accountErasures.id });
  return rows.length > 0;
}

export async function dueErasures(db: Database, now: Date, limit: number): Promise<ErasureRow[]> {
  return db
    .select()
    .from(accountErasures)
    .where(
      and(
        eq(accountErasures.status, 'scheduled'),
        isNotNull(accountErasures.eraseAfter),
        lte(accountErasures.eraseAfter, now),
      ),
    )
    .limit(limit);
}

/** Requests never confirmed before `before` lapse; answers how many. */
export async function lapseUnconfirmed(db: Database, before: Date): Promise<number> {
  const rows = await db
    .update(accountErasures)
    .set({ status: 'lapsed' })
    .where(
      and(
        eq(accountErasures.status, 'awaiting_confirmation'),
        lte(accountErasures.requestedAt, before),
      ),
    )
    .returning({ id: accountErasures.id });
  return rows.length;
}

// The child access record

export interface NewChildAccess {
  childId: string;
  actorUserId: string;
  providerId: string | null;
  action: ChildAccessAction;
  what: string;
  at: Date;
}

export async function insertChildAccess(
  db: Database,
  entries: readonly NewChildAccess[],
): Promise<void> {
  if (entries.length === 0) return;
  // One array a column (every waitlist page records its 50 children): 6 parameters to send and
  // for drizzle to build, not 6 a row.
  const column = <T>(pick: (entry: NewChildAccess) => T) => sql.param(entries.map(pick));
  await db.execute(sql`
    insert into ${childAccessLog} (child_id, actor_user_id, provider_id, action, what, at)
    select * from unnest(
      ${column((entry) => entry.childId)}::uuid[],
      ${column((entry) => entry.actorUserId)}::uuid[],
      ${column((entry) => entry.providerId)}::uuid[],
      ${column((entry) => entry.action)}::text[],
      ${column((entry) => entry.what)}::text[],
      ${column((entry) => entry.at.toISOString())}::timestamptz[]
    )`);
}

export interface StoredChildAccess {
  childId: string;
  actorUserId: string | null;
  providerId: string | null;
  action: ChildAccessAction;
  what: string;
  at: Date;
}

/** The newest `limit` entries per child, newest first. */
export async function childAccessOf(
  db: Database,
  childIds: readonly string[],
  limit: number,
): Promise<StoredChildAccess[]> {
  if (childIds.length === 0) return [];
  const ranked = db
    .select({
      childId: childAccessLog.childId,
      actorUserId: childAccessLog.actorUserId,
      providerId: childAccessLog.providerId,
      action: sql<ChildAccessAction>`${childAccessLog.action}`.as('action'),
      what: childAccessLog.what,
      at: childAccessLog.at,
      rank: sql<number>`row_number() over (partition by ${childAccessLog.childId}
        order by ${childAccessLog.at} desc, ${childAccessLog.id} desc)`.as('rank'),
    })
    .from(childAccessLog)
    .where(inArray(childAccessLog.childId, [...childIds]))
    .as('ranked');
  return db
    .select({
      childId: ranked.childId,
      actorUserId: ranked.actorUserId,
      providerId: ranked.providerId,
      action: ranked.action,
      what: ranked.what,
      at: ranked.at,
    })
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(desc(ranked.at));
}
