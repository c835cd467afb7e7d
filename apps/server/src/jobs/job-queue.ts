import { randomUUID } from 'node:crypto';
import { toSafeText } from '@kinderwait/contract';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import { privacyPeriods } from '@kinderwait/contract';
import { addMilliseconds, dayMs, minuteMs } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { JobContext, JobType, RunnableJob } from './job-definition.ts';
import { jobKey } from './job-definition.ts';
import { retryDelayMs, scheduleSlotKey } from './job-timing.ts';
import type { JobToSend, SendOptions } from './job-send.ts';
import { laneNumbers } from './job-send.ts';
import type { ClaimedJob, NewJobRow } from './job-store.ts';
import {
  claimDue,
  deleteFinishedJobs,
  forgetJobs,
  insertJobs,
  markCompleted,
  markFailed,
  requeueAbandoned,
  scheduleRetry,
} from './job-store.ts';

/**
 * A failed job's error as stored: whatever failed wrote it (an outside service's reply may be
 * quoted in it), so it passes the text rule, or the database would refuse the very update that
 * records the failure.
 */
export function jobErrorText(error: unknown): string {
  return toSafeText(error instanceof Error ? error.message : String(error), { multiLine: true });
}

export type { JobLane, JobToSend, SendOptions } from './job-send.ts';
export { jobToSend } from './job-send.ts';

export interface DrainResult {
  completed: number;
  /** Failed runs that will be retried after their backoff. */
  retried: number;
  /** Failed runs with no attempt left (or data the handler's schema refuses). */
  failed: number;
}

/**
 * The durable job queue on the app's database. Emails, texts and sweeps run here, never inside a
 * request. The jobs are the typed definitions of app/jobs.ts (jobs/job-definition.ts): a send
 * names a definition, so an unknown job or a wrong payload does not compile.
 */
export interface JobQueue {
  /**
   * Stores a job (its payload checked by the job's schema); resolves to its id, or null when
   * the singleton key was already used. Throws for a job missing from the registered list.
   */
  send<P extends z.ZodType>(
    job: JobType<P>,
    data: z.input<P>,
    options?: SendOptions,
  ): Promise<number | null>;
  /**
   * Stores many jobs in a few statements, in the order given (they run in it); those whose
   * singleton key is taken are skipped. Answers how many were stored.
   */
  sendMany(
    jobs: readonly JobToSend[],
    options?: Omit<SendOptions, 'singletonKey'>,
  ): Promise<number>;
  /** Registers jobs with what their handlers need; a name and version registered twice throws. */
  register<D>(jobs: readonly RunnableJob<D>[], deps: D): void;
  /** Polls for due jobs every `intervalMs` until `stop()`. */
  start(intervalMs: number): void;
  /** Stops polling and waits for the jobs being run to finish. */
  stop(): Promise<void>;
  /**
   * Tests: sends the due schedules, then runs every due job (and what those jobs send) by the app
   * clock, one after another, until none is due.
   */
  drain(): Promise<DrainResult>;
  /**
   * An erased account (docs/product/privacy.md#delete-my-account): deletes the jobs not running
   * whose data names any of `texts` as a whole word (an email's words, an address) or is for
   * `userId`, run or not. Answers how many.
   */
  forget(userId: string, texts: readonly string[]): Promise<number>;
  /**
   * Retention (docs/product/privacy.md#how-long-we-keep-data): deletes the completed and failed
   * jobs that finished before `before`. Answers how many.
   */
  deleteFinishedBefore(before: Date): Promise<number>;
}

interface Worker {
  name: string;
  version: number;
  /** Checks the data with the handler's schema, then runs it; the schema's error when refused. */
  invoke(data: unknown, job: JobContext): Promise<z.ZodError | null>;
  schedule: { everyMs: number; data: unknown } | undefined;
  atStartUp: { data: unknown } | undefined;
  maxAttempts: number;
  backoffMs: number;
  maxBackoffMs: number;
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
/**
 * Jobs claimed at a time, run one after another, their completions recorded together: fewer
 * round trips a job, yet a default-lane job sent meanwhile waits for at most this many.
 */
const claimBatch = 20;
/** Completed jobs not yet recorded are recorded before another job starts once this old. */
const flushAfterMs = 250;
/** Jobs one poll runs before it lets the event loop breathe and looks for schedules again. */
const pollLimit = claimBatch * 10;
/** A drain that keeps finding work stops here instead of spinning (a bug in a test's handler). */
const drainLimit = 1_000;
/**
 * Finished rows are kept this long (what happened, and the singleton keys that still dedupe);
 * docs/product/privacy.md#how-long-we-keep-data states it, as their data holds emails' words.
 */
const keepFinishedMs = privacyPeriods.finishedJobDays * dayMs;
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let lastCleanup = 0;

  const rowOf = (worker: Worker, data: unknown, options: SendOptions, now: Date): NewJobRow => ({
    name: worker.name,
    version: worker.version,
    data,
    singletonKey: options.singletonKey ?? null,
    maxAttempts: worker.maxAttempts,
    runAt: options.startAfter ?? now,
    createdAt: now,
    lane: laneNumbers[options.lane ?? 'default'],
  });

  const insert = async (
    worker: Worker,
    data: unknown,
    options: SendOptions,
  ): Promise<number | null> => {
    const ids = await insertJobs(options.db ?? db, [rowOf(worker, data, options, clock())]);
    return ids[0] ?? null;
  };

  const registered = (key: string): Worker => {
    const worker = workers.get(key);
    // A job sent before it is in the list would wait forever: a bug, said at once.
    if (worker === undefined) throw new Error(`job ${key} is not registered`);
    return worker;
  };

  const sendMany: JobQueue['sendMany'] = async (jobs, options = {}) => {
    const now = clock();
    const rows = jobs.map((job) =>
      rowOf(
        registered(job.key),
        job.data,
        { ...options, ...(job.singletonKey === null ? {} : { singletonKey: job.singletonKey }) },
        now,
      ),
    );
    return (await insertJobs(options.db ?? db, rows)).length;
  };

  const send: JobQueue['send'] = async (job, data, options = {}) =>
    insert(registered(jobKey(job)), job.payload.parse(data), options);

  /** The start-up jobs, once per start (keyed by the instant, so each start sends its own). */
  const sendStartUpJobs = async (): Promise<void> => {
    const key = `start-up:${clock().toISOString()}:${randomUUID()}`;
    for (const worker of workers.values()) {
      if (worker.atStartUp !== undefined) {
        await insert(worker, worker.atStartUp.data, { singletonKey: key });
      }
    }
  };

  const sendDueSchedules = async (): Promise<void> => {
    const now = clock();
    for (const worker of workers.values()) {
      if (worker.schedule === undefined) continue;
      await insert(worker, worker.schedule.data, {
        singletonKey: scheduleSlotKey(now, worker.schedule.everyMs),
      });
    }
  };

  const claim = (limit: number): Promise<ClaimedJob[]> => {
    const now = clock();
    return claimDue(db, [...workers.values()], now, limit, addMilliseconds(now, leaseMs));
  };

  /**
   * Runs one claimed job. A completion is only answered (runDue records it with the batch's
   * others); a failure is recorded at once, with its retry.
   */
  const run = async (job: ClaimedJob): Promise<keyof DrainResult> => {
    const worker = workers.get(jobKey(job));
    if (worker === undefined) return 'retried'; // cannot happen: only registered names are claimed
    try {
      const refused = await worker.invoke(job.data, { id: job.id, attempt: job.attempts });
      if (refused !== null) {
        log.error({ job: jobKey(job), jobId: job.id, issues: refused.issues }, 'job data refused');
        await markFailed(db, job.id, `data refused: ${refused.message}`, clock());
        return 'failed';
      }
      return 'completed';
    } catch (error) {
      const message = jobErrorText(error);
      const details = { err: error, job: jobKey(job), jobId: job.id, attempt: job.attempts };
      if (job.attempts >= job.maxAttempts) {
        log.error(details, 'job failed');
        await markFailed(db, job.id, message, clock());
        return 'failed';
      }
      log.warn(details, 'job retried');
      const delay = retryDelayMs(job.attempts, worker.backoffMs, worker.maxBackoffMs);
      await scheduleRetry(db, job.id, message, addMilliseconds(clock(), delay));
      return 'retried';
    }
  };

  const deleteFinishedBefore = (before: Date): Promise<number> => deleteFinishedJobs(db, before);

  /** Hourly, besides the daily retention sweep, so a busy queue's table stays small. */
  const cleanUp = async (): Promise<void> => {
    const now = clock();
    if (now.getTime() - lastCleanup < cleanupEveryMs) return;
    lastCleanup = now.getTime();
    await deleteFinishedBefore(addMilliseconds(now, -keepFinishedMs));
  };

  const runDue = async (limit: number): Promise<DrainResult> => {
    const result: DrainResult = { completed: 0, retried: 0, failed: 0 };
    await requeueAbandoned(db, clock());
    let total = 0;
    while (total < limit) {
      const jobs = await claim(Math.min(claimBatch, limit - total));
      if (jobs.length === 0) break;
      // Completions are written together: one statement for a batch of quick jobs. Slow jobs
      // (an email's second) are written within `flushAfterMs`, so a process that dies runs
      // again only the little it had not recorded (handlers are idempotent anyway).
      let done: number[] = [];
      let since = performance.now();
      const flush = async (): Promise<void> => {
        const ids = done;
        done = [];
        since = performance.now();
        await markCompleted(db, ids, clock());
      };
      try {
        for (const job of jobs) {
          const outcome = await run(job);
          result[outcome] += 1;
          if (outcome === 'completed') done.push(job.id);
          if (performance.now() - since >= flushAfterMs) await flush();
        }
      } finally {
        await flush();
      }
      total += jobs.length;
    }
    return result;
  };

  /** One poll; true when it ran as many jobs as it may, so more are probably due. */
  const tick = async (): Promise<boolean> => {
    try {
      await sendDueSchedules();
      const ran = await runDue(pollLimit);
      await cleanUp();
      return ran.completed + ran.retried + ran.failed >= pollLimit;
    } catch (error) {
      // The database may be briefly unreachable; the next tick tries again.
      log.error({ err: error }, 'job queue poll failed');
      return false;
    }
  };

  return {
    send,
    sendMany,
    register: (jobs, deps) => {
      for (const job of jobs) {
        const key = jobKey(job);
        if (workers.has(key)) throw new Error(`job ${key} is registered twice`);
        workers.set(key, {
          name: job.name,
          version: job.version,
          invoke: (data, context) => job.run(data, deps, context),
          schedule: job.schedule,
          atStartUp: job.atStartUp,
          maxAttempts: job.retry?.maxAttempts ?? defaultMaxAttempts,
          backoffMs: job.retry?.backoffMs ?? defaultBackoffMs,
          maxBackoffMs: job.retry?.maxBackoffMs ?? defaultMaxBackoffMs,
        });
      }
    },
    start: (intervalMs) => {
      if (!stopped) return;
      stopped = false;
      let startUpSent = false;
      const loop = (): void => {
        running = (async () => {
          if (!startUpSent) {
            // Sent with the first poll; a database briefly unreachable tries again at the next.
            startUpSent = await sendStartUpJobs().then(
              () => true,
              (error: unknown) => {
                log.error({ err: error }, 'start-up jobs not sent');
                return false;
              },
            );
          }
          return tick();
        })().then((busy) => {
          // A backlog is worked through at once; the interval is for looking when idle.
          if (!stopped) timer = setTimeout(loop, busy ? 0 : intervalMs);
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
    forget: (userId, texts) => forgetJobs(db, userId, texts),
    deleteFinishedBefore,
  };
}
