// `npm run bench:api`: the request path under load (docs/benchmarks.md#request-path-goals). In one
// run: a bare Node http server (the baseline), GET /api/health and a signed-in GET
// /account/getUserInfo (with a roleId the user holds; each connection signed in as its own user) on
// PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set. Prints requests/s, p50, p99, the
// server's CPU per request and each endpoint's share of the bare server, then getUserInfo's p99 at
// a fixed rate.
// Settings (an argument overrides its variable): --connections / BENCH_CONNECTIONS (20),
// --duration / BENCH_DURATION_SECONDS (10), --warmup / BENCH_WARMUP_SECONDS (2),
// --rate / BENCH_FIXED_RATE (500), --drivers / BENCH_DRIVERS (pglite,postgres),
// --database-url / BENCH_DATABASE_URL, --cpu-profile-dir / BENCH_CPU_PROFILE_DIR,
// --processes / BENCH_PROCESSES (1; e.g. `1,2` measures PostgreSQL with one API process, then with
// two on one port through `npm run start:cluster`'s entry; PGlite is always one process).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { healthApiPaths, usersApiPaths } from '@kinderwait/contract';
import autocannon from 'autocannon';
import type { Client } from 'autocannon';
import type { BenchDatabase, RunningServer } from './api-servers.ts';
import { createBenchDatabase, startApi, startBareServer } from './api-servers.ts';
import type { BenchCaller } from './api-sign-in.ts';
import { signInBenchUsers } from './api-sign-in.ts';

type Driver = 'pglite' | 'postgres';

/** Signed-in users of a run: one per connection, up to this many. */
const maxUsers = 100;
const anonymous: readonly BenchCaller[] = [{ headers: {} }];

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    rate: { type: 'string' },
    drivers: { type: 'string' },
    'database-url': { type: 'string' },
    'cpu-profile-dir': { type: 'string' },
    processes: { type: 'string' },
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

const connections = count(args.connections, 'BENCH_CONNECTIONS', 20);
const duration = count(args.duration, 'BENCH_DURATION_SECONDS', 10);
const warmup = count(args.warmup, 'BENCH_WARMUP_SECONDS', 2);
const fixedRate = count(args.rate, 'BENCH_FIXED_RATE', 500);
const databaseUrl = setting(args['database-url'], 'BENCH_DATABASE_URL');
const profileSetting = setting(args['cpu-profile-dir'], 'BENCH_CPU_PROFILE_DIR');
const cpuProfileDir = profileSetting === undefined ? undefined : resolve(profileSetting);
const processCounts = (setting(args.processes, 'BENCH_PROCESSES') ?? '1').split(',').map((raw) => {
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`BENCH_PROCESSES: not a count: ${raw}`);
  return value;
});
const drivers = (setting(args.drivers, 'BENCH_DRIVERS') ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter(
    (name): name is Driver =>
      name === 'pglite' || (name === 'postgres' && databaseUrl !== undefined),
  );

interface Row {
  label: string;
  /** The database, and the API processes when more than one (`postgres ×2`). */
  driver: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** CPU the server process spent per answered request, in µs (undefined without /proc). */
  cpuPerRequestUs: number | undefined;
  /** Non-2xx answers and connection errors: any makes the figures meaningless. */
  failures: number;
}

async function measure(
  server: RunningServer,
  path: string,
  callers: readonly BenchCaller[],
  overallRate?: number,
): Promise<Omit<Row, 'label' | 'driver'>> {
  let opened = 0;
  const options = {
    url: `${server.origin}${path}`,
    // Connection i calls as user i (round robin), as many browsers would.
    setupClient: (client: Client) => {
      client.setHeaders(callers[opened % callers.length]?.headers ?? {});
      opened += 1;
    },
    connections,
    ...(overallRate === undefined ? {} : { overallRate }),
  };
  // A warm-up first: JIT, connection pools and caches reach their steady state before we count.
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const cpuBefore = server.cpuMs();
  const result = await autocannon({ ...options, duration });
  const cpuAfter = server.cpuMs();
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequestUs:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
    failures: result.non2xx + result.errors,
  };
}

function apiEnv(driver: Driver, dataDir: string, database: BenchDatabase | undefined) {
  return {
    // `test`: JSON logs like production, and the dev outbox the sign-in flow reads its link from.
    NODE_ENV: 'test',
    // Production's default level, so request logging is part of what is measured.
    LOG_LEVEL: 'info',
    // Production's default: responses written from their schema without checking them again.
    CHECK_RESPONSES: 'off',
    DATA_DIR: dataDir,
    // The load and the sign-ins come from one IP; the limits would otherwise answer 429.
    RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_MAX: '1000000000',
    ...(driver === 'postgres' && database !== undefined ? { DATABASE_URL: database.url } : {}),
  };
}

async function benchDriver(driver: Driver, workDir: string, processes: number): Promise<Row[]> {
  const database =
    driver === 'postgres' && databaseUrl !== undefined
      ? await createBenchDatabase(databaseUrl)
      : undefined;
  const target = processes === 1 ? driver : `${driver} ×${String(processes)}`;
  let server: RunningServer | undefined;
  try {
    server = await startApi(
      `api-${driver}-${String(processes)}`,
      apiEnv(driver, join(workDir, `data-${driver}`), database),
      workDir,
      cpuProfileDir,
      processes,
    );
    const callers = await signInBenchUsers(server.origin, Math.min(connections, maxUsers));
    const health = await measure(server, healthApiPaths.health, anonymous);
    const userInfo = await measure(server, usersApiPaths.getUserInfo, callers);
    const fixed = await measure(server, usersApiPaths.getUserInfo, callers, fixedRate);
    return [
      { label: `GET ${healthApiPaths.health}`, driver: target, ...health },
      { label: `GET ${usersApiPaths.getUserInfo}`, driver: target, ...userInfo },
      {
        label: `GET ${usersApiPaths.getUserInfo} @${String(fixedRate)}/s`,
        driver: target,
        ...fixed,
      },
    ];
  } finally {
    await server?.stop();
    await database?.drop();
  }
}

function printTable(rows: readonly Row[], bare: Row): void {
  const header = ['target', 'db', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'CPU µs/req', 'failed'];
  const lines = rows.map((row) => [
    row.label,
    row.driver,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    // A fixed-rate row sends what it is told to, so its share of the bare server says nothing.
    row.label.includes('@')
      ? ''
      : `${((100 * row.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)} %`,
    row.cpuPerRequestUs === undefined ? '' : Math.round(row.cpuPerRequestUs).toString(),
    String(row.failures),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column < 2 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ');
  console.log(`\n${format(header)}\n${format(widths.map((width) => '-'.repeat(width)))}`);
  for (const line of lines) console.log(format(line));
}

/**
 * The request path goals of docs/benchmarks.md (set for PostgreSQL; shown for every database
 * measured).
 */
function printGoals(rows: readonly Row[], bare: Row): void {
  console.log('\nGoals (docs/benchmarks.md#request-path-goals):');
  const share = (row: Row): number => row.requestsPerSecond / bare.requestsPerSecond;
  for (const row of rows) {
    const fixed = row.label.includes('@');
    const [goal, met] = fixed
      ? ['p99 < 25 ms', row.p99 < 25]
      : row.label.includes(healthApiPaths.health)
        ? ['>= 30 % of bare Node', share(row) >= 0.3]
        : ['>= 12 % of bare Node', share(row) >= 0.12];
    console.log(`  ${met ? 'met   ' : 'missed'}  ${row.label} (${row.driver}): ${goal}`);
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'kinderwait-bench-api-'));
if (cpuProfileDir !== undefined) mkdirSync(cpuProfileDir, { recursive: true });
console.log(
  `bench:api: ${String(connections)} connections, ${String(duration)} s per target after ${String(warmup)} s of warm-up; databases: ${drivers.join(', ')}` +
    (databaseUrl === undefined ? ' (set BENCH_DATABASE_URL for PostgreSQL)' : ''),
);
let failed = false;
try {
  const bareServer = await startBareServer(workDir);
  let bare: Row;
  try {
    bare = { label: 'bare Node http', driver: '-', ...(await measure(bareServer, '/', anonymous)) };
  } finally {
    await bareServer.stop();
  }
  const rows = [bare];
  for (const driver of drivers) {
    // PGlite belongs to one process.
    const counts = driver === 'pglite' ? [1] : processCounts;
    for (const processes of counts) rows.push(...(await benchDriver(driver, workDir, processes)));
  }
  printTable(rows, bare);
  // Other work on the machine moves every figure; the ratios to the bare server move least.
  console.log(
    `\nLoad average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) on ${String(availableParallelism())} cores.`,
  );
  printGoals(rows.slice(1), bare);
  if (rows.some((row) => row.failures > 0)) {
    failed = true;
    console.error('\nSome requests failed (see the "failed" column): the figures are not valid.');
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (failed) console.error(`Server logs kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}
if (cpuProfileDir !== undefined) console.log(`\nCPU profiles of the API servers: ${cpuProfileDir}`);
process.exitCode = failed ? 1 : 0;
