// `npm run bench:queue`: the job queue (apps/server/src/jobs) with several worker processes on
// one PostgreSQL (bench/jobs/worker.ts, each polling as an API process does).
// 1. Exactly once: BENCH_QUEUE_JOBS (20,000) jobs queued, then run by BENCH_QUEUE_PROCESSES (2)
//    processes; jobs per second from the first poll to the last completion, and a check that
//    each job ran exactly once (the runs each process answers, and each row's claim count).
// 2. Ten times an opening's fan-out: BENCH_QUEUE_FANOUT (60,000) jobs queued in the bulk lane as
//    an opening's emails are; when half have run, one job of the default lane is sent (as an
//    offer's email would be) and timed from its send to its run; then the same with that job in
//    the bulk lane too, as every job was before the queue had lanes.
// A fresh database of BENCH_DATABASE_URL's server, dropped at the end. Not a test: the figures
// depend on the machine and its load (printed with them).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { count, inArray, ne, or } from 'drizzle-orm';
import { systemClock } from '../apps/server/src/clock.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openPostgres } from '../apps/server/src/db/postgres.ts';
import type { JobLane } from '../apps/server/src/jobs/job-queue.ts';
import { createJobQueue, jobToSend } from '../apps/server/src/jobs/job-queue.ts';
import { backgroundJobs } from '../apps/server/src/jobs/jobs.tables.ts';
import { createBenchDatabase } from './api-servers.ts';
import type { CityBenchContext, CityRow } from './city/rows.ts';
import { benchJobs, countedJob } from './jobs/bench-jobs.ts';
import { startWorkers } from './jobs/workers.ts';

export interface QueueClusterOptions {
  /** The server a fresh database is made on (and dropped). */
  databaseUrl: string;
  processes?: number;
  jobs?: number;
  fanOut?: number;
}

export interface QueueClusterFigures {
  processes: number;
  jobs: number;
  jobsPerSecond: number;
  /** Every job ran once and was claimed once. */
  exactlyOnce: boolean;
  fanOut: number;
  sendsPerSecond: number;
  fanOutJobsPerSecond: number;
  fanOutDrainSeconds: number;
  /** The default-lane job sent halfway through the fan-out: send to run. */
  laneWaitMs: number;
  /** The same job sent in the bulk lane, behind the rest of the fan-out. */
  noLaneWaitMs: number;
  load: number[];
}

const log = {
  error: (details: object, message: string) => {
    console.error(message, details);
  },
  warn: () => undefined,
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Jobs not yet completed: counted on the claim index, which shrinks as the backlog drains (a
 * count of the completed rows would read the whole growing table on every look, and slow the
 * workers it measures on two cores).
 */
async function unfinished(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(backgroundJobs)
    .where(inArray(backgroundJobs.status, ['queued', 'active']));
  return row?.n ?? 0;
}

export async function runQueueClusterBench(
  options: QueueClusterOptions,
): Promise<QueueClusterFigures> {
  const processes = options.processes ?? 2;
  const total = options.jobs ?? 20_000;
  const fanOut = options.fanOut ?? 60_000;
  const database = await createBenchDatabase(options.databaseUrl);
  const connection = openPostgres(database.url, log);
  try {
    await runMigrations(connection);
    const { db } = connection;
    const queue = createJobQueue({ db, clock: systemClock, log });
    queue.register(benchJobs, { db, runs: [] });
    const sendAll = async (howMany: number, lane: JobLane): Promise<number> => {
      const started = performance.now();
      // In the batches an opening writes them (fan-out-batches.ts's largest).
      for (let start = 0; start < howMany; start += 1_000) {
        const batch = Array.from({ length: Math.min(1_000, howMany - start) }, (_, index) =>
          jobToSend(countedJob, { n: start + index }),
        );
        await queue.sendMany(batch, { lane });
      }
      return howMany / ((performance.now() - started) / 1000);
    };

    // 1. Exactly once.
    await sendAll(total, 'default');
    let workers = await startWorkers(database.url, processes, 100);
    let started = performance.now();
    while ((await unfinished(db)) > 0) await pause(50);
    const jobsPerSecond = total / ((performance.now() - started) / 1000);
    const runs = await workers.stop();
    const perJob = new Map<number, number>();
    for (const run of runs) perJob.set(run.id, (perJob.get(run.id) ?? 0) + 1);
    const [claimedTwice] = await db
      .select({ n: count() })
      .from(backgroundJobs)
      .where(or(ne(backgroundJobs.attempts, 1), ne(backgroundJobs.status, 'completed')));
    const exactlyOnce =
      perJob.size === total &&
      [...perJob.values()].every((times) => times === 1) &&
      claimedTwice?.n === 0;

    // 2. Ten times the fan-out, with a job of the default lane and then of the bulk lane.
    const waits: number[] = [];
    let sendsPerSecond = 0;
    let fanOutJobsPerSecond = 0;
    let fanOutDrainSeconds = 0;
    for (const lane of ['default', 'bulk'] as const) {
      await db.delete(backgroundJobs);
      sendsPerSecond = Math.max(sendsPerSecond, await sendAll(fanOut, 'bulk'));
      workers = await startWorkers(database.url, processes, 100);
      started = performance.now();
      while ((await unfinished(db)) > fanOut / 2) await pause(50);
      const sentAt = Date.now();
      const urgent = await queue.send(countedJob, { n: -1 }, { lane });
      while ((await unfinished(db)) > 0) await pause(50);
      const seconds = (performance.now() - started) / 1000;
      const ran = (await workers.stop()).find((run) => run.id === urgent);
      if (ran === undefined) throw new Error('the urgent job did not run');
      waits.push(ran.at - sentAt);
      if (lane === 'default') {
        fanOutDrainSeconds = seconds;
        fanOutJobsPerSecond = (fanOut + 1) / seconds;
      }
    }
    const [leftOver] = await db
      .select({ n: count() })
      .from(backgroundJobs)
      .where(ne(backgroundJobs.status, 'completed'));
    if (leftOver?.n !== 0) throw new Error('jobs were left');
    return {
      processes,
      jobs: total,
      jobsPerSecond,
      exactlyOnce,
      fanOut,
      sendsPerSecond,
      fanOutJobsPerSecond,
      fanOutDrainSeconds,
      laneWaitMs: waits[0] ?? Number.NaN,
      noLaneWaitMs: waits[1] ?? Number.NaN,
      load: loadavg(),
    };
  } finally {
    await connection.close();
    await database.drop();
  }
}

export function printQueueCluster(figures: QueueClusterFigures): void {
  const n = (value: number): string => Math.round(value).toLocaleString('en-CA');
  const rows: [string, string][] = [
    [
      `${n(figures.jobs)} jobs, ${String(figures.processes)} processes`,
      `${n(figures.jobsPerSecond)} jobs/s`,
    ],
    ['each job run exactly once', figures.exactlyOnce ? 'yes' : 'NO'],
    [`${n(figures.fanOut)} fan-out jobs queued (bulk lane)`, `${n(figures.sendsPerSecond)} jobs/s`],
    [
      'fan-out run',
      `${n(figures.fanOutJobsPerSecond)} jobs/s, ${figures.fanOutDrainSeconds.toFixed(1)} s`,
    ],
    ['a default-lane job sent halfway: send to run', `${n(figures.laneWaitMs)} ms`],
    ['the same job in the bulk lane: send to run', `${n(figures.noLaneWaitMs)} ms`],
    ['load average (1, 5, 15 min)', figures.load.map((value) => value.toFixed(1)).join(', ')],
  ];
  console.log('\nJob queue, several processes on one PostgreSQL\n');
  console.log('| what | figure |');
  console.log('|---|---:|');
  for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`);
}

/** bench:city's row: the queue with 2 worker processes, on a database of its own. */
export async function cityBenchRows(context: CityBenchContext): Promise<CityRow[]> {
  const figures = await runQueueClusterBench({ databaseUrl: context.databaseUrl });
  const perSecond = Math.round(figures.jobsPerSecond).toLocaleString('en-CA');
  return [
    {
      path: `job queue, ${String(figures.processes)} worker processes (${figures.jobs.toLocaleString('en-CA')} jobs)`,
      text: `${perSecond} jobs/s, each once: ${figures.exactlyOnce ? 'yes' : 'NO'}`,
      goal: '≥ 1,000 jobs/s, each claimed once',
      met: figures.exactlyOnce && figures.jobsPerSecond >= 1_000,
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runQueueClusterBench({
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    processes: Number(process.env.BENCH_QUEUE_PROCESSES ?? '2'),
    jobs: Number(process.env.BENCH_QUEUE_JOBS ?? '20000'),
    fanOut: Number(process.env.BENCH_QUEUE_FANOUT ?? '60000'),
  });
  printQueueCluster(figures);
  if (!figures.exactlyOnce) process.exitCode = 1;
}
