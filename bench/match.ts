// `npm run bench:match`: matching at scale (docs/benchmarks.md#matching-goals). On PostgreSQL, in
// one run:
// - the bare Node http server (the baseline of `npm run bench:api`);
// - the API on a fresh database: it migrates and imports the Toronto centres, then
//   bench/generate-providers.ts scales them to 100,000 providers around the GTA;
// - parents signed in through the real sign-in flow, each with a saved location at a GTA point,
//   a child (following that location) and a waitlist ticket (5 km, every provider type,
//   full-time, weekday mornings and afternoons, starting in two months);
// - the match query's latency for one child (downtown Toronto, the densest place): p50, p95 and
//   p99 of GET /api/children/{childId}/waitlist/providers over sequential requests, and again on
//   an API that remembers no list (MATCH_LIST_TTL_MS=0: every request is paged by the database);
// - the SQL that endpoint runs, captured from the wire by a second, short-lived API behind a
//   recording proxy (bench/pg-statement-capture.ts), then timed alone and EXPLAINed
//   (ANALYZE, BUFFERS) on the same data;
// - the providers list's throughput under autocannon (every connection its own parent and
//   child, then all on the downtown child), each as a share of the bare server; the list as the
//   matches screen asks it (matchesPageSize.list a page), and once more with the API's default
//   page (matchesPageSize.default) and compressed as a browser asks it, for comparison.
// The bench database is dropped at the end, also on failure.
// Settings (an argument overrides its variable): --connections / BENCH_CONNECTIONS (20),
// --duration / BENCH_DURATION_SECONDS (10), --warmup / BENCH_WARMUP_SECONDS (2),
// --samples / BENCH_MATCH_SAMPLES (500), --providers / BENCH_PROVIDERS (100000),
// --seed / BENCH_SEED, --distance / BENCH_DISTANCE_KM (5), --cpu-profile-dir /
// BENCH_CPU_PROFILE_DIR (a `node --cpu-prof` profile of the measured API),
// --database-url / BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: the server
// and an account that may create databases; the bench makes its own and drops it).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { matchesPageSize, MatchesResponse } from '@kinderwait/contract';
import pg from 'pg';
import type { BenchDatabase, RunningServer } from './api-servers.ts';
import { createBenchDatabase, startApi, startBareServer } from './api-servers.ts';
import { signInBenchUsers } from './api-sign-in.ts';
import {
  defaultSeed,
  defaultTotalProviders,
  describeProviders,
  generateProviders,
  Random,
  torontoToday,
} from './generate-providers.ts';
import type { Family } from './match/families.ts';
import { addDays, call, makeFamily, placeOf } from './match/families.ts';
import type { LoadSettings, Percentiles, ThroughputRow } from './match/measure.ts';
import { percentiles, roundRobinLatency, sequentialLatency, throughput } from './match/measure.ts';
import { loadAverage, step } from './match/print.ts';
import { printReport } from './match/report.ts';
import type { Explained } from './match/sql.ts';
import { apiEnv, captureMatchSql, explain, readsProviders, sqlLatency } from './match/sql.ts';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    samples: { type: 'string' },
    providers: { type: 'string' },
    seed: { type: 'string' },
    distance: { type: 'string' },
    'database-url': { type: 'string' },
    'cpu-profile-dir': { type: 'string' },
  },
});

function setting(arg: string | undefined, variable: string): string | undefined {
  const value = arg ?? process.env[variable];
  return value === '' ? undefined : value;
}

function count(arg: string | undefined, variable: string, fallback: number): number {
  const raw = setting(arg, variable);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${variable}: not a number: ${raw}`);
  return value;
}

const connections = Math.max(1, count(args.connections, 'BENCH_CONNECTIONS', 20));
const duration = count(args.duration, 'BENCH_DURATION_SECONDS', 10);
const warmup = count(args.warmup, 'BENCH_WARMUP_SECONDS', 2);
const samples = Math.max(1, count(args.samples, 'BENCH_MATCH_SAMPLES', 500));
const totalProviders = count(args.providers, 'BENCH_PROVIDERS', defaultTotalProviders);
const seed = count(args.seed, 'BENCH_SEED', defaultSeed);
const distance = count(args.distance, 'BENCH_DISTANCE_KM', 5);
const profileSetting = setting(args['cpu-profile-dir'], 'BENCH_CPU_PROFILE_DIR');
const cpuProfileDir = profileSetting === undefined ? undefined : resolve(profileSetting);
const adminUrl =
  setting(args['database-url'], 'BENCH_DATABASE_URL') ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** What Chromium sends: the API then compresses the list (brotli, as @fastify/compress prefers). */
const browserAcceptEncoding = 'gzip, deflate, br, zstd';

const loadSettings: LoadSettings = { connections, duration, warmup };

// ---------------------------------------------------------------------------------------------
// The run

async function run(workDir: string): Promise<boolean> {
  console.log(
    `bench:match: ${String(totalProviders)} providers (seed ${String(seed)}), ${String(connections)} families, ${String(distance)} km; ` +
      `${String(samples)} sequential requests; autocannon ${String(connections)} connections, ${String(duration)} s after ${String(warmup)} s of warm-up`,
  );
  console.log(
    `load average at start ${loadAverage()} (1 / 5 / 15 min) on ${String(availableParallelism())} cores`,
  );

  const bareServer = await startBareServer(workDir);
  let bare: ThroughputRow;
  try {
    bare = await throughput(
      'bare Node http',
      bareServer,
      [{ path: '/', headers: {} }],
      loadSettings,
    );
  } finally {
    await bareServer.stop();
  }

  let database: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  try {
    database = await createBenchDatabase(adminUrl);
    interrupted = database;
    console.log(`database ${database.url}`);
    // The API migrates and imports the Toronto centres before it listens.
    server = await startApi(
      'api-match',
      apiEnv(join(workDir, 'data'), database.url),
      workDir,
      cpuProfileDir,
    );
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    let generated;
    try {
      const today = torontoToday();
      step(`generating providers up to ${String(totalProviders)}`);
      generated = await generateProviders(sql, { total: totalProviders, seed, today });
      console.log(
        `data: ${String(generated.existing)} imported Toronto centres + ${String(generated.inserted)} generated providers (${String(generated.ageGroupRows)} age-group rows) in ${String(generated.durationMs)} ms`,
      );
      for (const line of await describeProviders(sql)) console.log(`  ${line}`);
    } finally {
      await sql.end();
    }

    const origin = server.origin;
    step(`signing in ${String(connections)} parents; their locations, children and tickets`);
    const callers = await signInBenchUsers(origin, connections);
    const random = new Random(seed + 1);
    const today = torontoToday();
    const startDate = addDays(today, 60);
    const families: Family[] = [];
    for (const [index, caller] of callers.entries()) {
      // The downtown child is 2½ (a preschooler at the start date); the others 0 to 9 years old.
      const ageDays = index === 0 ? 912 : random.int(120, 9 * 365);
      families.push(
        await makeFamily(
          origin,
          caller,
          placeOf(index, random),
          addDays(today, -ageDays),
          startDate,
          distance,
        ),
      );
    }
    const first = families[0];
    if (first === undefined) throw new Error('no family');
    const firstPage = MatchesResponse.parse(
      await call(origin, 'GET', first.matchesPath, first.caller.headers),
    );
    console.log(
      `the downtown child matches ${String(firstPage.total)} providers within ${String(distance)} km (page of ${String(firstPage.items.length)})`,
    );
    const totals: number[] = [];
    for (const family of families) {
      const page = MatchesResponse.parse(
        await call(origin, 'GET', family.matchesPath, family.caller.headers),
      );
      totals.push(page.total);
    }
    const matchSpread = percentiles(totals);
    console.log(
      `matches per family: median ${String(matchSpread.p50)}, max ${String(matchSpread.max)} (${families.map((family, index) => `${family.area} ${String(totals[index])}`).join(', ')})`,
    );

    console.log(`\nload average before measuring ${loadAverage()}`);
    step(`latency: ${String(samples)} sequential requests of the downtown child`);
    const oneChild = await sequentialLatency(
      origin,
      first.matchesPath,
      first.caller.headers,
      samples,
    );
    step(`latency: ${String(samples)} requests over the children in turn`);
    const familyCalls = families.map((family) => ({
      path: family.matchesPath,
      headers: family.caller.headers,
    }));
    const everyChild = await roundRobinLatency(origin, familyCalls, samples);
    step('throughput: every connection its own family');
    const spread = await throughput(
      `GET matches, ${String(families.length)} families`,
      server,
      families.map((family) => ({ path: family.matchesPath, headers: family.caller.headers })),
      loadSettings,
    );
    step('throughput: every connection on the downtown child');
    const dense = await throughput(
      'GET matches, downtown child',
      server,
      [{ path: first.matchesPath, headers: first.caller.headers }],
      loadSettings,
    );
    step(`throughput: every connection on the downtown child, the API's default page`);
    const densePage50 = await throughput(
      `GET matches, downtown child, page of ${String(matchesPageSize.default)}`,
      server,
      [{ path: first.defaultPagePath, headers: first.caller.headers }],
      loadSettings,
    );
    step('throughput: every connection on the downtown child, compressed as a browser asks');
    const denseCompressed = await throughput(
      'GET matches, downtown child, br/gzip',
      server,
      [
        {
          path: first.matchesPath,
          headers: { ...first.caller.headers, 'accept-encoding': browserAcceptEncoding },
        },
      ],
      loadSettings,
    );
    const loadAfter = loadAverage();
    await server.stop();
    server = undefined;

    // The same requests to an API that remembers no list (MATCH_LIST_TTL_MS=0): every request
    // is a list's first ask, paged by the database.
    step('latency with nothing remembered: an API with MATCH_LIST_TTL_MS=0');
    server = await startApi(
      'api-cold',
      { ...apiEnv(join(workDir, 'data-cold'), database.url), MATCH_LIST_TTL_MS: '0' },
      workDir,
      undefined,
    );
    const oneChildCold = await sequentialLatency(
      server.origin,
      first.matchesPath,
      first.caller.headers,
      samples,
    );
    const everyChildCold = await roundRobinLatency(server.origin, familyCalls, samples);
    await server.stop();
    server = undefined;

    // The SQL of the endpoint, captured, timed alone and explained.
    step('capturing the SQL of one request, timing it alone and explaining it');
    const captured = await captureMatchSql(database.url, workDir, first);
    const matching = captured.statements.filter(readsProviders);
    const explainClient = new pg.Client({ connectionString: database.url });
    await explainClient.connect();
    let explained: Explained[];
    let sqlAlone: Percentiles;
    let sqlMatching: Percentiles;
    try {
      explained = [];
      for (const statement of matching) explained.push(await explain(explainClient, statement));
      sqlAlone = await sqlLatency(explainClient, captured.statements, Math.min(samples, 500));
      sqlMatching = await sqlLatency(explainClient, matching, Math.min(samples, 500));
    } finally {
      await explainClient.end();
    }

    return printReport({
      families: families.length,
      latency: { oneChild, everyChild, oneChildCold, everyChildCold, sqlAlone, sqlMatching },
      throughput: { bare, spread, dense, densePage50, denseCompressed },
      captured: captured.statements,
      matching,
      explained,
      loadAfter,
    });
  } finally {
    await server?.stop();
    await database?.drop();
    interrupted = undefined;
  }
}

/** The database to drop when the run is interrupted (Ctrl-C) before it drops it itself. */
let interrupted: BenchDatabase | undefined;
process.once('SIGINT', () => {
  console.error('\ninterrupted: dropping the bench database');
  void (interrupted?.drop() ?? Promise.resolve()).finally(() => process.exit(130));
});

const workDir = mkdtempSync(join(tmpdir(), 'kinderwait-bench-match-'));
if (cpuProfileDir !== undefined) mkdirSync(cpuProfileDir, { recursive: true });
let valid = false;
try {
  valid = await run(workDir);
} catch (error) {
  console.error(error);
} finally {
  if (valid) rmSync(workDir, { recursive: true, force: true });
  else console.error(`Server logs kept in ${workDir}`);
}
process.exitCode = valid ? 0 : 1;
