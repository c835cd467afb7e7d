import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../apps/server/src/db/database.ts';
import { defineJob } from '../../apps/server/src/jobs/job-definition.ts';

const payload = z.object({ n: z.number().int() });

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
  handle: async ({ n }, { db }: { db: Database }) => {
    await db.execute(sql`select ${n}::int as n`);
  },
});

export const benchJobs = [noopJob, roundTripJob];
