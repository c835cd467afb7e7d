// One worker process of `npm run bench:jobs` and `npm run bench:queue`: opens the bench database
// and runs the bench's jobs on the app's own job queue, polling as an API process does, until the
// parent says stop (polling from its start); then it answers the jobs it ran (bench.counted's) and leaves.
import { systemClock } from '../../apps/server/src/clock.ts';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { createJobQueue } from '../../apps/server/src/jobs/job-queue.ts';
import type { BenchJobDeps } from './bench-jobs.ts';
import { benchJobs } from './bench-jobs.ts';

const url = process.env.BENCH_JOBS_DATABASE_URL;
if (url === undefined) throw new Error('BENCH_JOBS_DATABASE_URL is not set');
const pollMs = Number(process.env.BENCH_JOBS_POLL_MS ?? '1000');
const log = {
  error: (details: object, message: string) => {
    console.error(message, details);
  },
  warn: () => undefined,
};
const connection = openPostgres(url, log);
const jobs = createJobQueue({ db: connection.db, clock: systemClock, log });
const deps: BenchJobDeps = { db: connection.db, runs: [] };
jobs.register(benchJobs, deps);
process.send?.('ready');
process.on('message', (message) => {
  // Polling starts when every worker is ready, so the time measured is theirs together.
  if (message === 'start') jobs.start(pollMs);
  if (message !== 'stop') return;
  void jobs.stop().then(async () => {
    await connection.close();
    process.send?.({ runs: deps.runs }, () => process.exit(0));
  });
});
