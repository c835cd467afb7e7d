// `npm run bench:jobs`: the durable job queue (apps/server/src/jobs) on PostgreSQL.
// - sends: jobs stored per second by one process sending one after another (as a request or a
//   fan-out does), and by 20 sends at a time;
// - runs: jobs completed per second by 1, 2 and 4 worker processes (each polls like an API
//   process, every BENCH_JOBS_POLL_MS, 1000 unless set), for a job that does nothing (the
//   queue's own cost: claim, parse, finish) and for a job with one database round trip.
// The machine has two cores: beyond two processes, more shows how the claims contend, not more
// speed. The bench database is dropped at the end, also on failure.
// Settings: BENCH_JOBS (2000 jobs per measurement), BENCH_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/postgres).
import { count, eq } from 'drizzle-orm';
import { systemClock } from '../apps/server/src/clock.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openPostgres } from '../apps/server/src/db/postgres.ts';
import type { JobType } from '../apps/server/src/jobs/job-definition.ts';
import { createJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { backgroundJobs } from '../apps/server/src/jobs/jobs.tables.ts';
import { createBenchDatabase } from './api-servers.ts';
import { benchJobs, noopJob, roundTripJob } from './jobs/bench-jobs.ts';
import { startWorkers } from './jobs/workers.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const total = Number(process.env.BENCH_JOBS ?? '2000');
const pollMs = process.env.BENCH_JOBS_POLL_MS ?? '1000';

const log = {
  error: (details: object, message: string) => {
    console.error(message, details);
  },
  warn: () => undefined,
};

const database = await createBenchDatabase(adminUrl);
const connection = openPostgres(database.url, log);
const rows: string[][] = [];
try {
  await runMigrations(connection);
  const { db } = connection;
  const queue = createJobQueue({ db, clock: systemClock, log });
  queue.register(benchJobs, { db, runs: [] });

  const completed = async (): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.status, 'completed'));
    return row?.n ?? 0;
  };

  const sendAll = async (job: JobType, parallel: number): Promise<number> => {
    await db.delete(backgroundJobs);
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < total) {
          const n = next;
          next += 1;
          await queue.send(job, { n });
        }
      }),
    );
    return total / ((performance.now() - started) / 1000);
  };

  const runAll = async (job: JobType, processes: number): Promise<number> => {
    await sendAll(job, 20);
    // Timed from when they all start polling together (their start-up is not the queue's speed).
    const workers = await startWorkers(database.url, processes, Number(pollMs));
    const started = performance.now();
    while ((await completed()) < total) await new Promise((resolve) => setTimeout(resolve, 20));
    const seconds = (performance.now() - started) / 1000;
    await workers.stop();
    return total / seconds;
  };

  const perSecond = (value: number): string => Math.round(value).toLocaleString('en-CA');
  rows.push(['sends, one after another', '1', perSecond(await sendAll(noopJob, 1))]);
  rows.push(['sends, 20 at a time', '1', perSecond(await sendAll(noopJob, 20))]);
  for (const [label, job] of [
    ['runs, job doing nothing', noopJob],
    ['runs, job with one round trip', roundTripJob],
  ] as const) {
    for (const processes of [1, 2, 4]) {
      rows.push([label, String(processes), perSecond(await runAll(job, processes))]);
    }
  }
} finally {
  await connection.close();
  await database.drop();
}

console.log(`\nJob queue on PostgreSQL, ${String(total)} jobs a measurement (jobs per second)\n`);
console.log('| what | processes | jobs/s |');
console.log('|---|---:|---:|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
