import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

export const jobStatuses = ['queued', 'active', 'completed', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The durable job queue (jobs/job-queue.ts): one row per job, claimed with FOR UPDATE SKIP LOCKED
 * so several API processes share the work on PostgreSQL and PGlite alike.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    /** Increasing, so jobs due at the same moment run in the order they were sent. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** The definition's version (jobs/job-definition.ts): only a handler of it claims the job. */
    version: integer().notNull().default(1),
    data: jsonb().$type<unknown>().notNull(),
    /** A second send with the same name and key is ignored while the first row exists. */
    singletonKey: text(),
    status: text({ enum: jobStatuses }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /**
     * Claimed in lane order, then by due time: 0 for every job, 1 for a fan-out's many jobs (the
     * bulk lane), so a job sent during an opening's thousands of emails does not wait behind them.
     */
    lane: smallint().notNull().default(0),
    /** Not run before this time (scheduled start, or the next retry after a backoff). */
    runAt: timestamptz().notNull(),
    /** An active job whose process died is claimed again after this time. */
    lockedUntil: timestamptz(),
    lastError: text(),
    createdAt: timestamptz().notNull(),
    finishedAt: timestamptz(),
  },
  (table) => [
    uniqueIndex('background_jobs_singleton_idx').on(table.name, table.singletonKey),
    index('background_jobs_claim_idx').on(table.status, table.lane, table.runAt, table.id),
    check('background_jobs_attempts_check', sql`${table.maxAttempts} >= 1`),
  ],
);
