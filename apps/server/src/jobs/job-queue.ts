import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import { addMilliseconds, minuteMs } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { backgroundJobs } from './jobs.tables.ts';
import { retryDelayMs, scheduleSlotKey } from './job-timing.ts';

/** What a job carries: stored as JSON, checked by the handler's schema when it runs. */
export type JobData = Readonly<Record<string, unknown>>;

export interface SendOptions {
  /** A second send with the same name and key does nothing (the first one's row still exists). */
  singletonKey?: string;
  /** Not run before this time (the app clock's now otherwise). */
  startAfter?: Date;
  /** Send inside the caller's transaction, so the job exists only if the caller's change does. */
  db?: Database;
}

export interface WorkOptions {
  /** Runs in all, the first included (5 unless set). */
  maxAttempts?: number;
  /** The first retry's delay; each later one doubles it (30 s unless set). */
  backoffMs?: number;
  /** No retry waits longer than this (1 hour unless set). */
  maxBackoffMs?: number;
}

export interface JobContext {
  readonly id: number;
  /** 1 on the first run. */
  readonly attempt: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void> | void;

export interface DrainResult {
  completed: number;
  /** Failed runs that will be retried after their backoff. */
  retried: number;
  /** Failed runs with no attempt left (or data the handler's schema refuses). */
  failed: number;
}

/**
 * The durable job queue on the app's database (issue 11). Emails, texts and sweeps run here, never
 * inside a request. Handlers must be idempotent: a job whose process died mid-run runs again.
 */
export interface JobQueue {
  /** Stores a job; resolves to its id, or null when the singleton key was already used. */
  send(name: string, data: JobData, options?: SendOptions): Promise<number | null>;
  /** Registers the handler of `name` (one per name). */
  work<T>(name: string, schema: z.ZodType<T>, handler: JobHandler<T>, options?: WorkOptions): void;
  /**
   * Sends `name` once per period of `everyMs` (counted from the epoch), whatever the number of
   * processes: the period's start is the job's singleton key.
   */
  schedule(name: string, everyMs: number, data?: JobData): void;
  /** Polls for due jobs every `intervalMs` until `stop()`. */
  start(intervalMs: number): void;
  /** Stops polling and waits for the jobs being run to finish. */
  stop(): Promise<void>;
  /**
   * Tests: sends the due schedules, then runs every due job (and what those jobs send) by the app
   * clock, one after another, until none is due.
   */
  drain(): Promise<DrainResult>;
}

interface Worker {
  /** Checks the data with the handler's schema, then runs it; the schema's error when refused. */
  invoke(data: unknown, job: JobContext): Promise<z.ZodError | null>;
  maxAttempts: number;
  backoffMs: number;
  maxBackoffMs: number;
}

interface ClaimedJob {
  id: number;
  name: string;
  data: unknown;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

export interface JobQueueLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const defaultMaxAttempts = 5;
const defaultBackoffMs = 30_000;
const defaultMaxBackoffMs = 60 * minuteMs;
/** An active job not finished by then counts as abandoned (its process died) and runs again. */
const leaseMs = 5 * minuteMs;
const claimBatch = 10;
/** A drain that keeps finding work stops here instead of spinning (a bug in a test's handler). */
const drainLimit = 1_000;
/** Finished rows are kept this long (what happened, and the singleton keys that still dedupe). */
const keepFinishedMs = 30 * 24 * 60 * minuteMs;
const cleanupEveryMs = 60 * minuteMs;

export function createJobQueue({
  db,
  clock,
  log,
}: {
  db: Database;
  clock: Clock;
  log: JobQueueLogger;
}): JobQueue {
  const workers = new Map<string, Worker>();
  const schedules = new Map<string, { everyMs: number; data: JobData }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let lastCleanup = 0;

  const send: JobQueue['send'] = async (name, data, options = {}) => {
    const now = clock();
    const rows = await (options.db ?? db)
      .insert(backgroundJobs)
      .values({
        name,
        data,
        singletonKey: options.singletonKey ?? null,
        maxAttempts: workers.get(name)?.maxAttempts ?? defaultMaxAttempts,
        runAt: options.startAfter ?? now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: backgroundJobs.id });
    return rows[0]?.id ?? null;
  };

  const sendDueSchedules = async (): Promise<void> => {
    const now = clock();
    for (const [name, { everyMs, data }] of schedules) {
      await send(name, data, { singletonKey: scheduleSlotKey(now, everyMs) });
    }
  };

  /** Claims due jobs of the registered names; SKIP LOCKED leaves the others' claims alone. */
  const claim = async (limit: number): Promise<ClaimedJob[]> => {
    const names = [...workers.keys()];
    if (names.length === 0) return [];
    const now = clock();
    const due = db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          inArray(backgroundJobs.name, names),
          or(
            and(eq(backgroundJobs.status, 'queued'), lte(backgroundJobs.runAt, now)),
            and(eq(backgroundJobs.status, 'active'), lt(backgroundJobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(backgroundJobs.runAt), asc(backgroundJobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(backgroundJobs)
      .set({
        status: 'active',
        attempts: sql`${backgroundJobs.attempts} + 1`,
        lockedUntil: addMilliseconds(now, leaseMs),
      })
      .where(inArray(backgroundJobs.id, due))
      .returning({
        id: backgroundJobs.id,
        name: backgroundJobs.name,
        data: backgroundJobs.data,
        attempts: backgroundJobs.attempts,
        maxAttempts: backgroundJobs.maxAttempts,
        runAt: backgroundJobs.runAt,
      });
    // RETURNING keeps no order: run them in the order they became due.
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  };

  const finish = async (
    job: ClaimedJob,
    outcome: 'completed' | 'failed',
    error: string | null,
  ): Promise<void> => {
    await db
      .update(backgroundJobs)
      .set({ status: outcome, lockedUntil: null, lastError: error, finishedAt: clock() })
      .where(eq(backgroundJobs.id, job.id));
  };

  const run = async (job: ClaimedJob): Promise<keyof DrainResult> => {
    const worker = workers.get(job.name);
    if (worker === undefined) return 'retried'; // cannot happen: only registered names are claimed
    try {
      const refused = await worker.invoke(job.data, { id: job.id, attempt: job.attempts });
      if (refused !== null) {
        log.error({ job: job.name, jobId: job.id, issues: refused.issues }, 'job data refused');
        await finish(job, 'failed', `data refused: ${refused.message}`);
        return 'failed';
      }
      await finish(job, 'completed', null);
      return 'completed';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= job.maxAttempts) {
        log.error(
          { err: error, job: job.name, jobId: job.id, attempt: job.attempts },
          'job failed',
        );
        await finish(job, 'failed', message);
        return 'failed';
      }
      log.warn({ err: error, job: job.name, jobId: job.id, attempt: job.attempts }, 'job retried');
      const delay = retryDelayMs(job.attempts, worker.backoffMs, worker.maxBackoffMs);
      await db
        .update(backgroundJobs)
        .set({
          status: 'queued',
          lockedUntil: null,
          lastError: message,
          runAt: addMilliseconds(clock(), delay),
        })
        .where(eq(backgroundJobs.id, job.id));
      return 'retried';
    }
  };

  const cleanUp = async (): Promise<void> => {
    const now = clock();
    if (now.getTime() - lastCleanup < cleanupEveryMs) return;
    lastCleanup = now.getTime();
    await db
      .delete(backgroundJobs)
      .where(
        and(
          inArray(backgroundJobs.status, ['completed', 'failed']),
          lt(backgroundJobs.finishedAt, addMilliseconds(now, -keepFinishedMs)),
        ),
      );
  };

  const runDue = async (limit: number): Promise<DrainResult> => {
    const result: DrainResult = { completed: 0, retried: 0, failed: 0 };
    let total = 0;
    while (total < limit) {
      const jobs = await claim(Math.min(claimBatch, limit - total));
      if (jobs.length === 0) break;
      for (const job of jobs) result[await run(job)] += 1;
      total += jobs.length;
    }
    return result;
  };

  const tick = async (): Promise<void> => {
    try {
      await sendDueSchedules();
      await runDue(claimBatch * 10);
      await cleanUp();
    } catch (error) {
      // The database may be briefly unreachable; the next tick tries again.
      log.error({ err: error }, 'job queue poll failed');
    }
  };

  return {
    send,
    work: (name, schema, handler, options = {}) => {
      if (workers.has(name)) throw new Error(`job ${name} already has a handler`);
      workers.set(name, {
        invoke: async (data, job) => {
          const parsed = schema.safeParse(data);
          if (!parsed.success) return parsed.error;
          await handler(parsed.data, job);
          return null;
        },
        maxAttempts: options.maxAttempts ?? defaultMaxAttempts,
        backoffMs: options.backoffMs ?? defaultBackoffMs,
        maxBackoffMs: options.maxBackoffMs ?? defaultMaxBackoffMs,
      });
    },
    schedule: (name, everyMs, data = {}) => {
      schedules.set(name, { everyMs, data });
    },
    start: (intervalMs) => {
      if (!stopped) return;
      stopped = false;
      const loop = (): void => {
        running = tick().finally(() => {
          if (!stopped) timer = setTimeout(loop, intervalMs);
        });
      };
      loop();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    drain: async () => {
      await sendDueSchedules();
      return runDue(drainLimit);
    },
  };
}
