// `npm run seed:city`: a realistic Toronto in a PostgreSQL database (docs/benchmarks.md#city-scale):
// the real licensed centres (the API's own import at start-up), generated home providers and
// babysitters, families with children, tickets, about a million childcare requests skewed as real
// demand, priorities, offers in every state, notices, conversations and payments.
// Options: --database-url (DATABASE_URL), --seed (28), --scale (1; 0.01 for a quick run),
// --today (Toronto's date; the data is made around it), --reset (empties a database that holds data).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApi } from '../api-servers.ts';
import { generateProviders, torontoToday } from '../generate-providers.ts';
import type { CityPlan } from './plan.ts';
import { cityPlan } from './plan.ts';
import { activitySteps } from './seed-activity.ts';
import { helperFunctions, peopleSteps } from './seed-people.ts';
import { requestSteps } from './seed-requests.ts';
import { cityCounts } from './seed-summary.ts';

/** What the generated providers are: homes and babysitters (the centres are the real ones). */
const homesMix = [
  ['licensed-home', 17],
  ['unlicensed-home', 30],
  ['babysitter', 45],
] as const;

export interface SeedOptions {
  reset?: boolean;
  log?: (line: string) => void;
}

/** Refuses anything but a PostgreSQL URL: the data set is for PostgreSQL, never PGlite. */
export function assertPostgresUrl(url: string | undefined): string {
  if (url === undefined || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(
      'DATABASE_URL (or --database-url) must name a PostgreSQL database (postgres://…)',
    );
  }
  return url;
}

/** Whether the database already holds users (a seeded city or anyone's data). */
async function holdsData(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ present: boolean }>(
    `select to_regclass('public.users') is not null as present`,
  );
  if (rows[0]?.present !== true) return false;
  const { rows: users } = await client.query('select 1 from users limit 1');
  return users.length > 0;
}

async function emptyDatabase(client: pg.Client): Promise<void> {
  await client.query('drop schema if exists drizzle cascade');
  await client.query('drop schema public cascade');
  await client.query('create schema public');
}

/** Migrates and imports the Toronto centres the way production does: the API at start-up. */
async function migrateAndImport(url: string): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'kinderwait-seed-city-'));
  try {
    const api = await startApi(
      'api-seed-city',
      { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: join(workDir, 'data'), DATABASE_URL: url },
      workDir,
      undefined,
    );
    await api.stop();
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export async function seedCity(url: string, plan: CityPlan, options: SeedOptions = {}) {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const client = new pg.Client({ connectionString: assertPostgresUrl(url) });
  await client.connect();
  try {
    if (await holdsData(client)) {
      if (options.reset !== true) {
        throw new Error('the database already holds data: pass --reset to empty it first');
      }
      log('emptying the database (--reset)');
      await emptyDatabase(client);
    }
    log('migrating and importing the Toronto centres (the API at start-up)');
    await migrateAndImport(url);
    const { rows } = await client.query<{ centres: number }>(
      'select count(*)::integer as centres from childcare_providers where loc_id is not null',
    );
    const centres = rows[0]?.centres ?? 0;
    log(`${String(centres)} imported centres [${elapsed()}]`);
    await generateProviders(client, {
      total: centres + plan.homes,
      seed: plan.seed,
      today: plan.today,
      mix: homesMix,
    });
    log(`${String(plan.homes)} home providers and babysitters [${elapsed()}]`);
    // Plans of a one-off load: JIT compiling them costs more than it saves.
    await client.query('set jit = off');
    for (const statement of helperFunctions) await client.query(statement);
    await client.query('begin');
    try {
      for (const step of [...peopleSteps(plan), ...requestSteps(plan), ...activitySteps(plan)]) {
        for (const statement of step.sql) await client.query(statement);
        log(`${step.label} [${elapsed()}]`);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    // Statistics and the visibility map now, not when autovacuum wakes (index-only scans).
    await client.query('vacuum (analyze)');
    const counts = await cityCounts(client);
    log(`vacuumed and analyzed [${elapsed()}]`);
    return { counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      seed: { type: 'string' },
      scale: { type: 'string' },
      today: { type: 'string' },
      reset: { type: 'boolean' },
    },
  });
  const url = assertPostgresUrl(values['database-url'] ?? process.env.DATABASE_URL);
  const plan = cityPlan(
    Number(values.seed ?? 28),
    Number(values.scale ?? 1),
    values.today ?? torontoToday(),
  );
  console.log(
    `seed:city: seed ${String(plan.seed)}, scale ${String(plan.scale)}, today ${plan.today}`,
  );
  const { counts, seconds } = await seedCity(url, plan, { reset: values.reset === true });
  for (const [name, value] of Object.entries(counts)) {
    console.log(`  ${name.padEnd(28)} ${String(value).padStart(9)}`);
  }
  console.log(`seeded in ${seconds.toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
