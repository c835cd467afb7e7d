import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../apps/server/src/db/database.ts';
import { defineJob } from '../../apps/server/src/jobs/job-definition.ts';

const payload = z.object({ n: z.number().int() });

/** What the bench jobs need: the database, and where a worker notes the jobs it ran. */
export interface BenchJobDeps {
  db: Database;
  /** Job id and when it ran (ms since the epoch), in the order this process ran them. */
  runs: { id: number; at: number }[];
}

/** A job that does nothing: what the queue itself costs (claim, parse, finish). */
export const noopJob = defineJob({
  name: 'bench.noop',
  version: 1,
  payload,
  handle: () => Promise.resolve(),
});

/** A job with one database round trip, as a job that records what it did. */
export const roundTripJob = defineJob({
  name: 'bench.round-trip',
  version: 1,
  payload,
  handle: async ({ n }, { db }: BenchJobDeps) => {
    await db.execute(sql`select ${n}::int as n`);
  },
});

/** A job that only notes that it ran, and when: bench:queue counts each job's runs. */
export const countedJob = defineJob({
  name: 'bench.counted',
  version: 1,
  payload,
  handle: (_data, { runs }: BenchJobDeps, job) => {
    runs.push({ id: job.id, at: Date.now() });
    return Promise.resolve();
  },
});

export const benchJobs = [noopJob, roundTripJob, countedJob];
