// `npm run bench:city` (docs/benchmarks.md#city-scale): on the database `npm run seed:city` filled,
// in one run, the bare Node server (the yardstick), then over HTTP signed in as the real users of
// each path: the busiest centre's waitlist (50 a page, filtered and deep pages), the positions of a
// family across its requests (the repository's own query), the requests list of a family with 30
// requests, and matches with nothing remembered (MATCH_LIST_TTL_MS=0); then an opening at the
// busiest centre (bench/fanout.ts) and the queue with 2 workers (bench/queue-cluster.ts). One table: p50, p95, answers a second, and each goal met or missed.
// --check first compares every optimised list with its former query on this data (check.ts).
// Options: --database-url (DATABASE_URL), --connections (10), --duration (10), --warmup (3),
// --check, --check-only.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildUrl, roleIds, waitlistApiPaths } from '@kinderwait/contract';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { linePositions } from '../../apps/server/src/modules/waitlist/line-positions.repository.ts';
import { startApi, startBareServer } from '../api-servers.ts';
import { cityBenchRows as fanoutRows } from '../fanout.ts';
import { cityBenchRows as queueRows } from '../queue-cluster.ts';
import { signInExistingUser } from '../api-sign-in.ts';
import { runCityCheck } from './check.ts';
import { busiestWaitlistUrls, cityApiEnv } from './city-api.ts';
import type { LoadSettings } from './measure.ts';
import { measureCalls, measureHttp } from './measure.ts';
import type { CityRow } from './rows.ts';
import { p95Row, printRows } from './rows.ts';
import { assertPostgresUrl } from './seed.ts';
import { findCityTargets } from './targets.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    connections: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    check: { type: 'boolean' },
    'check-only': { type: 'boolean' },
  },
});
const databaseUrl = assertPostgresUrl(args['database-url'] ?? process.env.DATABASE_URL);
const settings: LoadSettings = {
  connections: Number(args.connections ?? 10),
  duration: Number(args.duration ?? 10),
  warmup: Number(args.warmup ?? 3),
};

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const targets = await findCityTargets(client).finally(() => client.end());
console.log(
  `bench:city: busiest provider ${targets.busiest.providerId} (${String(targets.busiest.inLine)} families in line); ` +
    `family ${targets.family.parentId} (${String(targets.family.requests)} requests); ` +
    `${String(settings.connections)} connections, ${String(settings.duration)} s a row after ${String(settings.warmup)} s`,
);

let failed = false;
const workDir = mkdtempSync(join(tmpdir(), 'kinderwait-bench-city-'));
try {
  await run();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (failed) console.error(`Server logs kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

async function run(): Promise<void> {
  const rows: CityRow[] = [];
  if (args['check-only'] !== true) {
    const bare = await startBareServer(workDir);
    try {
      const measured = await measureHttp(bare.origin, ['/'], {}, settings);
      rows.push({ path: 'bare Node http (yardstick)', measured, goal: '' });
    } finally {
      await bare.stop();
    }
  }
  const api = await startApi('api-city', cityApiEnv(workDir, databaseUrl), workDir, undefined);
  try {
    const provider = await signInExistingUser(
      api.origin,
      targets.busiest.ownerEmail,
      roleIds.Licenced,
    );
    const parent = await signInExistingUser(api.origin, targets.family.email, roleIds.Parent);
    if (args.check === true || args['check-only'] === true) {
      const unchanged = await runCityCheck(databaseUrl, {
        origin: api.origin,
        providerId: targets.busiest.providerId,
        providerHeaders: provider.headers,
        parentId: targets.family.parentId,
        parentHeaders: parent.headers,
      });
      if (!unchanged) failed = true;
      if (args['check-only'] === true) return;
    }
    const waitlistPaths = busiestWaitlistUrls(targets);
    const line = String(targets.busiest.inLine);
    const requests = String(targets.family.requests);
    rows.push(
      p95Row(
        `provider's waitlist, 50 a page (${line} in line; filters, pages)`,
        await measureHttp(api.origin, waitlistPaths, provider.headers, settings),
        25,
      ),
      p95Row(`positions of one family (${requests} requests)`, await measurePositions(), 15),
      p95Row(
        `parent's requests list (${requests} requests)`,
        await measureHttp(
          api.origin,
          [buildUrl(waitlistApiPaths.parentRequests, { parentId: targets.family.parentId })],
          parent.headers,
          settings,
        ),
        20,
      ),
      p95Row(
        'matches, nothing remembered (MATCH_LIST_TTL_MS=0)',
        await measureHttp(
          api.origin,
          [buildUrl(waitlistApiPaths.matches, { childId: targets.family.childId })],
          parent.headers,
          settings,
        ),
        20,
      ),
    );
    const context = { databaseUrl, origin: api.origin, workDir, targets, settings };
    rows.push(...(await fanoutRows(context)), ...(await queueRows(context)));
  } finally {
    await api.stop();
  }
  printRows(rows);
  console.log(
    `\nLoad average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) on ${String(availableParallelism())} cores.`,
  );
  if (rows.some((row) => (row.measured?.failures ?? 0) > 0)) {
    failed = true;
    console.error('\nSome requests failed (the "failed" column): those figures are not valid.');
  }
}

/** The positions query itself, on a pool like the API's, for the family's requests in line. */
async function measurePositions() {
  const connection = openPostgres(databaseUrl, {
    error: (details, message) => {
      console.error(message, details);
    },
  });
  try {
    const pool = new pg.Client({ connectionString: databaseUrl });
    await pool.connect();
    const { rows } = await pool
      .query<{ id: string; provider_id: string }>(
        `select r.id, r.provider_id from childcare_requests r
           join waitlist_tickets t on t.id = r.ticket_id join children c on c.id = t.child_id
         where c.parent_user_id = $1`,
        [targets.family.parentId],
      )
      .finally(() => pool.end());
    const of = rows.map((row) => ({ id: row.id, providerId: row.provider_id }));
    return await measureCalls(() => linePositions(connection.db, of), settings);
  } finally {
    await connection.close();
  }
}
