import type { z } from 'zod';

export interface JobContext {
  readonly id: number;
  /** 1 on the first run. */
  readonly attempt: number;
}

export interface RetryPolicy {
  /** Runs in all, the first included (5 unless set). */
  readonly maxAttempts?: number;
  /** The first retry's delay; each later one doubles it (30 s unless set). */
  readonly backoffMs?: number;
  /** No retry waits longer than this (1 hour unless set). */
  readonly maxBackoffMs?: number;
}

/** What a sender needs of a job: its name, its version and the shape of its payload. */
export interface JobType<P extends z.ZodType = z.ZodType> {
  /** Unique, `<module>.<what>`; stored with each job. */
  readonly name: string;
  /**
   * Stored with each job and claimed only by a handler of the same version: raise it when the
   * payload changes in a way the old handler cannot read, and keep the old definition in the
   * list until its queued jobs have run.
   */
  readonly version: number;
  readonly payload: P;
}

/**
 * One background job, in the style of documenso's job definitions: name, version, payload
 * schema, retry policy, an optional schedule, and the handler. `D` is what the handler needs
 * (services, the clock); the composition root gives it when it registers the list
 * (app/jobs.ts), and the compiler checks it has all of it.
 */
export interface JobDefinition<P extends z.ZodType, D> extends JobType<P> {
  readonly retry?: RetryPolicy;
  /** Sent once per period of `everyMs` (counted from the epoch), whatever the process count. */
  readonly schedule?: { readonly everyMs: number; readonly data: z.input<P> };
  /** Also sent once each time a process's queue starts polling (a repair run after a deploy). */
  readonly atStartUp?: { readonly data: z.input<P> };
  /**
   * Runs one job. Must be idempotent: a job whose process died mid-run runs again, and a failed
   * run is retried by the policy.
   */
  readonly handle: (payload: z.output<P>, deps: D, job: JobContext) => Promise<void>;
}

/** A job as the queue runs it: the payload parsed by its schema before the handler sees it. */
export interface RunnableJob<D> extends Omit<JobType, 'payload'> {
  readonly retry?: RetryPolicy;
  readonly schedule?: { readonly everyMs: number; readonly data: unknown };
  readonly atStartUp?: { readonly data: unknown };
  /** Parses `data`, then handles it; answers the schema's error instead when it refuses it. */
  readonly run: (data: unknown, deps: D, job: JobContext) => Promise<z.ZodError | null>;
}

export function defineJob<P extends z.ZodType, D>(
  definition: JobDefinition<P, D>,
): JobDefinition<P, D> & RunnableJob<D> {
  return {
    ...definition,
    run: async (data, deps, job) => {
      const parsed = definition.payload.safeParse(data);
      if (!parsed.success) return parsed.error;
      await definition.handle(parsed.data, deps, job);
      return null;
    },
  };
}

/** How a stored job names its definition: the name and the version together. */
export function jobKey(job: Pick<JobType, 'name' | 'version'>): string {
  return `${job.name}@${String(job.version)}`;
}
