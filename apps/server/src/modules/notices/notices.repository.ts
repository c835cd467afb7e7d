import type { NoticeContent } from '@kinderwait/contract';
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { notices } from './notices.tables.ts';

export interface StoredNotice {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
}

/** Stores a notice; null when its dedupe key was used already (nothing is stored then). */
export async function insertNotice(
  db: Database,
  notice: NoticeContent & { userId: string; dedupeKey: string | null; createdAt: Date },
): Promise<string | null> {
  const rows = await db
    .insert(notices)
    .values({
      userId: notice.userId,
      kind: notice.kind,
      data: notice.data,
      dedupeKey: notice.dedupeKey,
      createdAt: notice.createdAt,
    })
    .onConflictDoNothing({ target: notices.dedupeKey })
    .returning({ id: notices.id });
  return rows[0]?.id ?? null;
}

/**
 * Stores many notices in one statement, each with the id given; those whose dedupe key was used
 * already are skipped. Answers the ids stored.
 */
export async function insertNotices(
  db: Database,
  rows: readonly (NoticeContent & {
    id: string;
    userId: string;
    dedupeKey: string | null;
    createdAt: Date;
  })[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const stored = await db
    .insert(notices)
    .values(
      rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        kind: row.kind,
        data: row.data,
        dedupeKey: row.dedupeKey,
        createdAt: row.createdAt,
      })),
    )
    .onConflictDoNothing({ target: notices.dedupeKey })
    .returning({ id: notices.id });
  return new Set(stored.map((row) => row.id));
}

export async function latestNotices(
  db: Database,
  userId: string,
  limit: number,
): Promise<StoredNotice[]> {
  return db
    .select({
      id: notices.id,
      kind: notices.kind,
      data: notices.data,
      createdAt: notices.createdAt,
      readAt: notices.readAt,
    })
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit);
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's unread notices (only those of `ids` when given) as read at `now`. */
export async function markRead(
  db: Database,
  userId: string,
  ids: readonly string[] | undefined,
  now: Date,
): Promise<void> {
  const conditions = [eq(notices.userId, userId), isNull(notices.readAt)];
  if (ids !== undefined) conditions.push(inArray(notices.id, [...ids]));
  await db
    .update(notices)
    .set({ readAt: now })
    .where(and(...conditions));
}

/** Whether a notice with this dedupe key exists (the family was told about that already). */
export async function dedupeKeysUsed(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: notices.dedupeKey })
    .from(notices)
    .where(inArray(notices.dedupeKey, [...keys]));
  return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
}

export async function allNoticesOf(db: Database, userId: string): Promise<StoredNotice[]> {
  return db
    .select({
      id: notices.id,
      kind: notices.kind,
      data: notices.data,
      createdAt: notices.createdAt,
      readAt: notices.readAt,
    })
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt));
}

/** Replaces the child's first name in every notice about these children (whoever received it). */
export async function redactChildNames(
  db: Database,
  childIds: readonly string[],
  replacement: string,
): Promise<number> {
  if (childIds.length === 0) return 0;
  const rows = await db
    .update(notices)
    .set({
      data: sql`jsonb_set(${notices.data}, '{childFirstName}', to_jsonb(${replacement}::text))`,
    })
    .where(
      and(
        sql`${notices.data}->>'childFirstName' is not null`,
        inArray(sql`${notices.data}->>'childId'`, [...childIds]),
      ),
    )
    .returning({ id: notices.id });
  return rows.length;
}

export async function deleteNoticesBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(notices)
    .where(lt(notices.createdAt, before))
    .returning({ id: notices.id });
  return rows.length;
}
