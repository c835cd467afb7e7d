import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { JobType } from './job-definition.ts';
import { jobKey } from './job-definition.ts';

/**
 * `bulk`: one of a fan-out's many jobs (an opening's emails to thousands of families). Claimed
 * after every due job of the default lane, so a sign-up's or an offer's email sent meanwhile is
 * not queued behind the fan-out; within a lane, jobs run in the order they became due.
 */
export type JobLane = 'default' | 'bulk';
export const laneNumbers: Record<JobLane, number> = { default: 0, bulk: 1 };

export interface SendOptions {
  /** A second send with the same name and key does nothing (the first one's row still exists). */
  singletonKey?: string;
  /** Not run before this time (the app clock's now otherwise). */
  startAfter?: Date;
  /** Send inside the caller's transaction, so the job exists only if the caller's change does. */
  db?: Database;
  /** The default lane unless set. */
  lane?: JobLane;
}

/** One job of a `sendMany`, made by `jobToSend` (which checks its payload). */
export interface JobToSend {
  readonly key: string;
  readonly data: unknown;
  readonly singletonKey: string | null;
}

/** A job for `sendMany`: its payload is checked by the job's schema here, as `send` does. */
export function jobToSend<P extends z.ZodType>(
  job: JobType<P>,
  data: z.input<P>,
  singletonKey?: string,
): JobToSend {
  return { key: jobKey(job), data: job.payload.parse(data), singletonKey: singletonKey ?? null };
}
