import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { backgroundJobs } from './jobs.tables.ts';

/** A stored job's row as the queue inserts it. */
export interface NewJobRow {
  name: string;
  version: number;
  data: unknown;
  singletonKey: string | null;
  maxAttempts: number;
  runAt: Date;
  createdAt: Date;
  lane: number;
}

export interface ClaimedJob {
  id: number;
  name: string;
  version: number;
  data: unknown;
  attempts: number;
  maxAttempts: number;
  lane: number;
  runAt: Date;
}

/** Rows a single INSERT carries: 9 parameters each, far below PostgreSQL's 65,535. */
const insertChunk = 1_000;

/**
 * Stores jobs in the order given (the identity ids follow it, and jobs due together run in id
 * order); a row whose singleton key is taken is skipped. Answers the ids stored, in that order.
 */
export async function insertJobs(db: Database, rows: readonly NewJobRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += insertChunk) {
    const stored = await db
      .insert(backgroundJobs)
      .values(rows.slice(start, start + insertChunk))
      .onConflictDoNothing()
      .returning({ id: backgroundJobs.id });
    ids.push(...stored.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

/**
 * Claims up to `limit` queued jobs due by `now`, of the registered names and versions: the lower
 * lane first, then in the order they became due. SKIP LOCKED leaves other processes' claims
 * alone, so no job is claimed by two of them; the claim itself counts the attempt.
 */
export async function claimDue(
  db: Database,
  registered: readonly { name: string; version: number }[],
  now: Date,
  limit: number,
  leaseUntil: Date,
): Promise<ClaimedJob[]> {
  if (registered.length === 0) return [];
  const due = db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.status, 'queued'),
        lte(backgroundJobs.runAt, now),
        or(
          ...registered.map((worker) =>
            and(eq(backgroundJobs.name, worker.name), eq(backgroundJobs.version, worker.version)),
          ),
        ),
      ),
    )
    .orderBy(asc(backgroundJobs.lane), asc(backgroundJobs.runAt), asc(backgroundJobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  // Right after a fan-out stores thousands of jobs, the table's statistics still say it is nearly
  // empty, and the planner read every due row through a bitmap and sorted them all (65 ms a claim
  // with 55,000 due, in bench:queue) instead of walking the claim index, already in that order,
  // to the first `limit` (8 ms). Bitmap scans are off for this one statement.
  const claimed = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return tx
      .update(backgroundJobs)
      .set({
        status: 'active',
        attempts: sql`${backgroundJobs.attempts} + 1`,
        lockedUntil: leaseUntil,
      })
      .where(inArray(backgroundJobs.id, due))
      .returning({
        id: backgroundJobs.id,
        name: backgroundJobs.name,
        version: backgroundJobs.version,
        data: backgroundJobs.data,
        attempts: backgroundJobs.attempts,
        maxAttempts: backgroundJobs.maxAttempts,
        lane: backgroundJobs.lane,
        runAt: backgroundJobs.runAt,
      });
  });
  // RETURNING keeps no order: run them in the order they were claimed in.
  return claimed.sort(
    (a, b) => a.lane - b.lane || a.runAt.getTime() - b.runAt.getTime() || a.id - b.id,
  );
}

/**
 * Active jobs whose lease ran out (their process died mid-run) are queued again, to be claimed
 * like any due job (their attempt was counted when they were claimed). A separate statement, so
 * the claim itself reads only the queued rows, in index order.
 */
export async function requeueAbandoned(db: Database, now: Date): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ status: 'queued', lockedUntil: null })
    .where(and(eq(backgroundJobs.status, 'active'), lt(backgroundJobs.lockedUntil, now)));
}

/** Records jobs that ran to completion, many in one statement. */
export async function markCompleted(
  db: Database,
  ids: readonly number[],
  finishedAt: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(backgroundJobs)
    .set({ status: 'completed', lockedUntil: null, lastError: null, finishedAt })
    .where(inArray(backgroundJobs.id, [...ids]));
}

export async function markFailed(
  db: Database,
  id: number,
  error: string,
  finishedAt: Date,
): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ status: 'failed', lockedUntil: null, lastError: error, finishedAt })
    .where(eq(backgroundJobs.id, id));
}

/** A failed run with attempts left: queued again for `runAt`. */
export async function scheduleRetry(
  db: Database,
  id: number,
  error: string,
  runAt: Date,
): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ status: 'queued', lockedUntil: null, lastError: error, runAt })
    .where(eq(backgroundJobs.id, id));
}

/** Deletes the completed and failed jobs that finished before `before`; answers how many. */
export async function deleteFinishedJobs(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(backgroundJobs)
    .where(
      and(
        inArray(backgroundJobs.status, ['completed', 'failed']),
        lt(backgroundJobs.finishedAt, before),
      ),
    )
    .returning({ id: backgroundJobs.id });
  return rows.length;
}

/**
 * Deletes the jobs not running whose data names any of `texts` as a whole word, or is for
 * `userId` (JobQueue.forget); answers how many.
 */
export async function forgetJobs(
  db: Database,
  userId: string,
  texts: readonly string[],
): Promise<number> {
  // Whole words only (a first name "Ann" must not drop an "Annual" email), case ignored.
  const patterns = texts
    .filter((text) => text.trim().length > 0)
    .map(
      (text) => `(^|[^[:alnum:]_])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^[:alnum:]_]|$)`,
    );
  const mentioned =
    patterns.length === 0
      ? sql`false`
      : or(...patterns.map((pattern) => sql`${backgroundJobs.data}::text ~* ${pattern}`));
  const rows = await db
    .delete(backgroundJobs)
    .where(
      and(
        inArray(backgroundJobs.status, ['queued', 'completed', 'failed']),
        or(mentioned, sql`${backgroundJobs.data}->>'userId' = ${userId}`),
      ),
    )
    .returning({ id: backgroundJobs.id });
  return rows.length;
}
