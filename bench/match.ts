// `npm run bench:match`: matching at scale (issue 10, Speed). On PostgreSQL, in one run:
// - the bare Node http server (the baseline of `npm run bench:api`);
// - the API on a fresh database: it migrates and imports the Toronto centres, then
//   bench/generate-providers.ts scales them to 100,000 providers around the GTA;
// - parents signed in through the real sign-in flow, each with a saved location at a GTA point,
//   a child (following that location) and a waitlist ticket (5 km, every provider type,
//   full-time, weekday mornings and afternoons, starting in two months);
// - the match query's latency for one child (downtown Toronto, the densest place): p50, p95 and
//   p99 of GET /api/children/{childId}/waitlist/providers over sequential requests;
// - the SQL that endpoint runs, captured from the wire by a second, short-lived API behind a
//   recording proxy (bench/pg-statement-capture.ts), then timed alone and EXPLAINed
//   (ANALYZE, BUFFERS) on the same data;
// - the providers list's throughput under autocannon (every connection its own parent and
//   child, then all on the downtown child), each as a share of the bare server.
// The bench database is dropped at the end, also on failure.
// Settings (an argument overrides its variable): --connections / BENCH_CONNECTIONS (20),
// --duration / BENCH_DURATION_SECONDS (10), --warmup / BENCH_WARMUP_SECONDS (2),
// --samples / BENCH_MATCH_SAMPLES (500), --providers / BENCH_PROVIDERS (100000),
// --seed / BENCH_SEED, --distance / BENCH_DISTANCE_KM (5), --cpu-profile-dir /
// BENCH_CPU_PROFILE_DIR (a `node --cpu-prof` profile of the measured API),
// --database-url / BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: the server
// and an account that may create databases; the bench makes its own and drops it).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { SaveChildInfoBody, SaveUserLocationBody, WaitlistData } from '@kinderwait/contract';
import {
  buildUrl,
  ChildInfo,
  childrenApiPaths,
  MatchesResponse,
  UserLocation,
  userLocationsApiPaths,
  waitlistApiPaths,
  WaitlistTicket,
} from '@kinderwait/contract';
import autocannon from 'autocannon';
import type { Client } from 'autocannon';
import pg from 'pg';
import type { BenchDatabase, RunningServer } from './api-servers.ts';
import { createBenchDatabase, startApi, startBareServer } from './api-servers.ts';
import type { SignedInBenchCaller } from './api-sign-in.ts';
import { signInBenchUsers } from './api-sign-in.ts';
import {
  allProviderTypeIds,
  defaultSeed,
  defaultTotalProviders,
  describeProviders,
  generateProviders,
  gtaClusters,
  pickCluster,
  pointNear,
  Random,
  torontoToday,
} from './generate-providers.ts';
import type { CapturedStatement } from './pg-statement-capture.ts';
import { startStatementCapture } from './pg-statement-capture.ts';

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

/** The goals of issue 10. */
const goals = { p95Ms: 20, requestsPerSecond: 1000 } as const;

/** Toronto City Hall: the densest part of the data set, so the worst case for one child. */
const downtown = {
  lat: 43.6534,
  lon: -79.3841,
  address: '100 Queen St W, Toronto, ON M5H 2N2',
  details: {
    house_number: '100',
    road: 'Queen St W',
    city: 'Toronto',
    postcode: 'M5H 2N2',
  },
};

function apiEnv(dataDir: string, databaseUrl: string): Record<string, string> {
  return {
    // `test`: JSON logs like production, and the dev outbox the sign-in flow reads its link from.
    NODE_ENV: 'test',
    // Production's default level, so request logging is part of what is measured.
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    // The load and the sign-ins come from one IP; the limits would otherwise answer 429.
    RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_MAX: '1000000000',
    // A run on a busy machine can outlast the default 15 minutes; the bench never refreshes.
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    DATABASE_URL: databaseUrl,
  };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function call(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: object,
): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

// ---------------------------------------------------------------------------------------------
// Families

interface Family {
  caller: SignedInBenchCaller;
  childId: string;
  /** GET /api/children/{childId}/waitlist/providers. */
  matchesPath: string;
  area: string;
}

interface Place {
  lat: number;
  lon: number;
  address: string;
  area: string;
  details: { house_number: string; road: string; city: string; postcode: string };
}

/** Where family `index` lives: the first downtown, the others spread as the providers are. */
function placeOf(index: number, random: Random): Place {
  if (index === 0) return { ...downtown, area: 'Downtown Toronto' };
  const cluster = index <= gtaClusters.length ? gtaClusters[index - 1] : pickCluster(random);
  const where = cluster ?? pickCluster(random);
  const { lat, lon } = pointNear(random, where);
  const houseNumber = String(random.int(1, 2999));
  const postcode = where.postalLetter === 'M' ? 'M4C 1B5' : 'L5B 3C2';
  const city = where.postalLetter === 'M' ? 'Toronto' : where.area;
  return {
    lat,
    lon,
    area: where.area,
    address: `${houseNumber} Main St, ${city}, ON ${postcode}`,
    details: { house_number: houseNumber, road: 'Main St', city, postcode },
  };
}

/** A parent's saved location, child and waitlist ticket, made through the API. */
async function makeFamily(
  origin: string,
  caller: SignedInBenchCaller,
  place: Place,
  dateOfBirth: string,
  startDate: string,
): Promise<Family> {
  const location: SaveUserLocationBody = {
    address: place.address,
    latitude: place.lat,
    longitude: place.lon,
    locationDetails: { ...place.details, state: 'Ontario', country: 'Canada' },
    updateChildrenLocation: true,
  };
  UserLocation.parse(
    await call(origin, 'POST', userLocationsApiPaths.userLocations, caller.writeHeaders, location),
  );
  const child: SaveChildInfoBody = {
    firstName: 'Bench',
    lastName: 'Child',
    dateOfBirth,
    languages: ['en'],
  };
  const saved = ChildInfo.parse(
    await call(origin, 'POST', childrenApiPaths.saveChildInfo, caller.writeHeaders, child),
  );
  const ticket: WaitlistData = {
    Distance: distance,
    ProviderTypes: [...allProviderTypeIds],
    // Full-time care on weekday mornings and afternoons, as most working parents ask.
    ChildcareTypes: [1],
    SchoolPlans: [],
    PaymentOptions: [],
    RequestedStartDate: startDate,
    ScheduleAvailability: (
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const
    ).flatMap((day) => [
      { day, timeOfDay: 'Morning' as const },
      { day, timeOfDay: 'Afternoon' as const },
    ]),
  };
  WaitlistTicket.parse(
    await call(
      origin,
      'POST',
      buildUrl(waitlistApiPaths.tickets, { childId: saved.id }),
      caller.writeHeaders,
      ticket,
    ),
  );
  return {
    caller,
    childId: saved.id,
    matchesPath: buildUrl(waitlistApiPaths.matches, { childId: saved.id }),
    area: place.area,
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number): number =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** Sequential requests of one path: each one's time from sending to the whole body read. */
async function sequentialLatency(
  origin: string,
  path: string,
  headers: Record<string, string>,
  requests: number,
): Promise<Percentiles> {
  const times: number[] = [];
  const warmupRequests = Math.min(100, requests);
  for (let index = 0; index < warmupRequests + requests; index += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    if (index >= warmupRequests) times.push(elapsed);
  }
  return percentiles(times);
}

interface ThroughputRow {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  cpuPerRequestUs: number | undefined;
  failures: number;
}

/** autocannon on `server`: connection i sends requests[i % length] (path and headers). */
async function throughput(
  label: string,
  server: RunningServer,
  requests: readonly { path: string; headers: Record<string, string> }[],
): Promise<ThroughputRow> {
  let opened = 0;
  const options = {
    url: server.origin,
    connections,
    setupClient: (client: Client) => {
      const request = requests[opened % requests.length];
      if (request !== undefined) client.setRequests([{ method: 'GET', ...request }]);
      opened += 1;
    },
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  opened = 0;
  const cpuBefore = server.cpuMs();
  const result = await autocannon({ ...options, duration });
  const cpuAfter = server.cpuMs();
  return {
    label,
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

// ---------------------------------------------------------------------------------------------
// The SQL of the endpoint

interface CapturedQueries {
  /** Every statement the endpoint ran for one request, in order. */
  statements: CapturedStatement[];
}

/**
 * Starts a second API on the bench database behind the recording proxy, sends the matches
 * request of `family` once (after a warm-up request) and keeps the statements of that request.
 */
async function captureMatchSql(
  databaseUrl: string,
  workDir: string,
  family: Family,
): Promise<CapturedQueries> {
  const target = new URL(databaseUrl);
  const capture = await startStatementCapture({
    host: target.hostname,
    port: Number(target.port === '' ? '5432' : target.port),
  });
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(capture.port);
  let server: RunningServer | undefined;
  try {
    server = await startApi(
      'api-capture',
      { ...apiEnv(join(workDir, 'data-capture'), proxied.toString()), LOG_LEVEL: 'warn' },
      workDir,
      undefined,
    );
    // Tokens are signed with the same secret, so the family's headers work here too.
    await call(server.origin, 'GET', family.matchesPath, family.caller.headers);
    const from = capture.statements.length;
    await call(server.origin, 'GET', family.matchesPath, family.caller.headers);
    return { statements: capture.statements.slice(from) };
  } finally {
    await server?.stop();
    await capture.close();
  }
}

/** A statement of matching: it reads the providers table. */
function readsProviders(statement: CapturedStatement): boolean {
  return /childcare_providers/i.test(statement.text) && /^\s*(select|with)\b/i.test(statement.text);
}

interface Explained {
  statement: CapturedStatement;
  plan: string;
  /** Indexes of childcare_providers the plan scans. */
  providerIndexes: string[];
  sequentialScanOfProviders: boolean;
}

async function explain(client: pg.ClientBase, statement: CapturedStatement): Promise<Explained> {
  // Once first, so the plan shows a warm cache as the endpoint sees it under load.
  await client.query(statement.text, statement.params);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.text}`,
    statement.params,
  );
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const providerIndexes = [
    ...plan.matchAll(
      /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? using (\S+) on childcare_providers|Bitmap Index Scan on (\S+)/g,
    ),
  ]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((name) => name.startsWith('childcare_providers'));
  return {
    statement,
    plan,
    providerIndexes: [...new Set(providerIndexes)],
    sequentialScanOfProviders: /Seq Scan on childcare_providers/.test(plan),
  };
}

/** The statements of one request run alone, in order, `requests` times: the database's share. */
async function sqlLatency(
  client: pg.ClientBase,
  statements: readonly CapturedStatement[],
  requests: number,
): Promise<Percentiles> {
  const times: number[] = [];
  for (let index = 0; index < requests + 20; index += 1) {
    const started = performance.now();
    for (const statement of statements) await client.query(statement.text, statement.params);
    if (index >= 20) times.push(performance.now() - started);
  }
  return percentiles(times);
}

// ---------------------------------------------------------------------------------------------
// Printing

function table(header: readonly string[], lines: readonly (readonly string[])[], left = 1): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column < left ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ');
  console.log(`\n${format(header)}\n${format(widths.map((width) => '-'.repeat(width)))}`);
  for (const line of lines) console.log(format(line));
}

const ms = (value: number): string => value.toFixed(1);

/** A progress line: a run on a busy machine takes long, and this says where it is. */
function step(what: string): void {
  console.log(
    `[${new Date().toISOString().slice(11, 19)}] ${what} (load ${loadavg()[0]?.toFixed(1) ?? '?'})`,
  );
}
const loadAverage = (): string =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

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
    bare = await throughput('bare Node http', bareServer, [{ path: '/', headers: {} }]);
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
    const everyChild = await (async () => {
      const times: number[] = [];
      for (let index = 0; index < samples; index += 1) {
        const family = families[index % families.length] ?? first;
        const started = performance.now();
        const response = await fetch(`${origin}${family.matchesPath}`, {
          headers: family.caller.headers,
        });
        await response.arrayBuffer();
        if (response.status !== 200)
          throw new Error(`GET ${family.matchesPath} answered ${response.status}`);
        times.push(performance.now() - started);
      }
      return percentiles(times);
    })();
    step('throughput: every connection its own family');
    const spread = await throughput(
      `GET matches, ${String(families.length)} families`,
      server,
      families.map((family) => ({ path: family.matchesPath, headers: family.caller.headers })),
    );
    step('throughput: every connection on the downtown child');
    const dense = await throughput('GET matches, downtown child', server, [
      { path: first.matchesPath, headers: first.caller.headers },
    ]);
    const loadAfter = loadAverage();
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

    console.log(
      `\nThe endpoint ran ${String(captured.statements.length)} statements for one request:`,
    );
    for (const statement of captured.statements) {
      console.log(
        `  - ${statement.text.replace(/\s+/g, ' ').slice(0, 140)}${statement.text.length > 140 ? ' ...' : ''}`,
      );
    }
    for (const [index, item] of explained.entries()) {
      console.log(`\nMatching statement ${String(index + 1)} of ${String(explained.length)}:`);
      console.log(item.statement.text);
      console.log(`parameters: ${JSON.stringify(item.statement.params)}`);
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS):\n${item.plan}`);
      console.log(
        `\nchildcare_providers read through: ${item.providerIndexes.length > 0 ? item.providerIndexes.join(', ') : 'no index'}${item.sequentialScanOfProviders ? ' (and a SEQUENTIAL SCAN)' : ''}`,
      );
    }

    // Summary.
    table(
      ['match latency (downtown child unless said)', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      [
        [
          'HTTP GET matches, one child, sequential',
          ms(oneChild.p50),
          ms(oneChild.p95),
          ms(oneChild.p99),
          ms(oneChild.max),
        ],
        [
          `HTTP GET matches, ${String(families.length)} children in turn`,
          ms(everyChild.p50),
          ms(everyChild.p95),
          ms(everyChild.p99),
          ms(everyChild.max),
        ],
        [
          `SQL alone, all ${String(captured.statements.length)} statements of the request`,
          ms(sqlAlone.p50),
          ms(sqlAlone.p95),
          ms(sqlAlone.p99),
          ms(sqlAlone.max),
        ],
        [
          `SQL alone, the ${String(matching.length)} matching statement(s)`,
          ms(sqlMatching.p50),
          ms(sqlMatching.p95),
          ms(sqlMatching.p99),
          ms(sqlMatching.max),
        ],
      ],
    );
    const rows = [bare, spread, dense];
    table(
      ['throughput', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'CPU µs/req', 'failed'],
      rows.map((row) => [
        row.label,
        Math.round(row.requestsPerSecond).toLocaleString('en-US'),
        ms(row.p50),
        ms(row.p99),
        `${((100 * row.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)} %`,
        row.cpuPerRequestUs === undefined ? '' : Math.round(row.cpuPerRequestUs).toString(),
        String(row.failures),
      ]),
    );
    console.log(
      `\nLoad average after the load ${loadAfter}, now ${loadAverage()} (1 / 5 / 15 min) on ${String(availableParallelism())} cores.`,
    );

    const indexUsed = explained.some((item) => item.providerIndexes.length > 0);
    const noSeqScan = explained.every((item) => !item.sequentialScanOfProviders);
    const checks: [boolean, string][] = [
      [
        oneChild.p95 <= goals.p95Ms,
        `match query for one child p95 <= ${String(goals.p95Ms)} ms over HTTP (${ms(oneChild.p95)} ms)`,
      ],
      [
        spread.requestsPerSecond >= goals.requestsPerSecond,
        `providers list >= ${String(goals.requestsPerSecond)} req/s, ${String(families.length)} families (${Math.round(spread.requestsPerSecond).toString()})`,
      ],
      [
        dense.requestsPerSecond >= goals.requestsPerSecond,
        `providers list >= ${String(goals.requestsPerSecond)} req/s, downtown child (${Math.round(dense.requestsPerSecond).toString()})`,
      ],
      [
        indexUsed && noSeqScan && matching.length > 0,
        'distance filtering through an index of childcare_providers, no sequential scan of it',
      ],
    ];
    console.log('\nGoals (issue 10):');
    for (const [met, goal] of checks) console.log(`  ${met ? 'met   ' : 'missed'}  ${goal}`);
    if (rows.some((row) => row.failures > 0)) {
      console.error('\nSome requests failed (see the "failed" column): the figures are not valid.');
      return false;
    }
    return true;
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
