// The data set of `npm run bench:match`
// (docs/benchmarks.md#the-data-set-benchgenerate-providersts): the City of Toronto's licensed
// centres (imported by the API at start-up) scaled to 100,000 providers around the Greater Toronto
// Area, deterministically (a seeded PRNG and a fixed reference date give the same rows every run).
//
// Synthetic providers come in all four provider types with the mix a GTA marketplace would have:
// licensed centres (age groups and licensed spaces copied from a real Toronto centre, most of
// them unclaimed like the imported ones), licensed and unlicensed homes (mixed ages, small
// capacity) and babysitters (any age, hourly fees, evenings and weekends). Coordinates are a
// mixture of Gaussians around Toronto's and the suburbs' centres, denser downtown, never in
// Lake Ontario. Claimed providers have an owner user (as a profile created through the app
// has) and state vacancies (most 0 or not stated), start dates, hours, fees, childcare types
// and languages; unclaimed ones state nothing, as the matching rules expect.
//
// The parts live in bench/providers/: random.ts (the PRNG), gta.ts (where), vocabulary.ts,
// synthesis.ts (one provider), write.ts (the INSERTs). The bench writes the tables directly (it
// is not a module; provider_age_groups' triggers fill its matching columns): one multi-row
// INSERT ... SELECT FROM unnest(...) per batch, then VACUUM (ANALYZE). Run alone, it makes a bench database, starts the API
// to migrate and import, generates and prints the distribution:
//   node bench/generate-providers.ts [--total 100000] [--seed 20261123] [--today YYYY-MM-DD]
//     [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ProviderTypeCode } from '@kinderwait/contract';
import { providerTypeCodes, providerTypeIds } from '@kinderwait/contract';
import pg from 'pg';
import { createBenchDatabase, startApi } from './api-servers.ts';
import { gtaBounds } from './providers/gta.ts';
import { Random } from './providers/random.ts';
import type { Generated } from './providers/synthesis.ts';
import { generateProvider } from './providers/synthesis.ts';
import {
  batchSize,
  insertAgeGroups,
  insertOwners,
  insertProviders,
  realCentreProfiles,
} from './providers/write.ts';

// The parts bench/match.ts uses, where they are.
export { gtaBounds, gtaClusters, pickCluster, pointNear } from './providers/gta.ts';
export { Random } from './providers/random.ts';

export const defaultTotalProviders = 100_000;
export const defaultSeed = 20_261_123;

export interface GenerateOptions {
  /** Providers in the table afterwards (the imported centres count). */
  total: number;
  seed: number;
  /** The reference date of vacancies' start dates (YYYY-MM-DD). */
  today: string;
  onProgress?: (written: number, toWrite: number) => void;
  /** The provider types to make and their weights (synthesis.ts typeMix by default). */
  mix?: readonly (readonly [ProviderTypeCode, number])[];
}

export interface GenerateResult {
  existing: number;
  inserted: number;
  ageGroupRows: number;
  owners: number;
  durationMs: number;
}

/**
 * Adds synthetic providers until the table holds `total`, in one transaction, then VACUUMs and
 * ANALYZEs the tables matching reads. The imported Toronto centres must be there already (the API imports
 * them at start-up).
 */
export async function generateProviders(
  client: pg.ClientBase,
  { total, seed, today, onProgress, mix }: GenerateOptions,
): Promise<GenerateResult> {
  const started = performance.now();
  const { rows: countRows } = await client.query<{ count: string }>(
    'select count(*) as count from childcare_providers',
  );
  const existing = Number(countRows[0]?.count ?? 0);
  const profiles = await realCentreProfiles(client);
  if (profiles.length === 0) {
    throw new Error('no imported Toronto centres: start the API on this database first');
  }
  const toWrite = Math.max(0, total - existing);
  const random = new Random(seed);
  let ageGroupRows = 0;
  let owners = 0;
  await client.query('begin');
  try {
    for (let start = 0; start < toWrite; start += batchSize) {
      const batch: Generated[] = [];
      for (let index = start; index < Math.min(start + batchSize, toWrite); index += 1) {
        batch.push(generateProvider(random, index, today, profiles, mix));
      }
      const batchOwners = batch.flatMap((item) => (item.owner === undefined ? [] : [item.owner]));
      const batchGroups = batch.flatMap((item) => item.ageGroups);
      await insertOwners(client, batchOwners);
      await insertProviders(
        client,
        batch.map((item) => item.provider),
      );
      await insertAgeGroups(client, batchGroups);
      owners += batchOwners.length;
      ageGroupRows += batchGroups.length;
      onProgress?.(start + batch.length, toWrite);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  // What autovacuum does to a freshly loaded table on its own (PostgreSQL 13+ vacuums after
  // inserts too), done now so the run does not depend on when it wakes: the statistics, and the
  // visibility map the match list's index-only scan relies on.
  await client.query('vacuum (analyze) users, childcare_providers, provider_age_groups');
  return {
    existing,
    inserted: toWrite,
    ageGroupRows,
    owners,
    durationMs: Math.round(performance.now() - started),
  };
}

// ---------------------------------------------------------------------------------------------
// Distribution sanity

/** Counts that show the data set is what it claims to be, as printable lines. */
export async function describeProviders(client: pg.ClientBase): Promise<string[]> {
  const lines: string[] = [];
  const query = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> =>
    (await client.query<T>(text)).rows;
  const types = await query<{ code: string; providers: string; claimed: string; imported: string }>(
    `select t.code, count(*) as providers, count(p.owner_user_id) as claimed,
            count(p.loc_id) as imported
     from childcare_providers p join provider_types t on t.id = p.provider_type_id
     group by t.code order by min(t.id)`,
  );
  lines.push('providers by type (all / claimed / imported from Toronto):');
  for (const row of types) {
    lines.push(
      `  ${row.code.padEnd(16)} ${row.providers.padStart(7)} ${row.claimed.padStart(7)} ${row.imported.padStart(6)}`,
    );
  }
  const groups = await query<{
    name: string;
    rows: string;
    licensed: string;
    vacancy: string;
    full: string;
    unknown: string;
  }>(
    `select a.name, count(*) as rows, count(*) filter (where g.licensed_spaces > 0) as licensed,
            count(*) filter (where g.available_spaces > 0) as vacancy,
            count(*) filter (where g.available_spaces = 0) as full,
            count(*) filter (where g.available_spaces is null) as unknown
     from provider_age_groups g join age_groups a on a.id = g.age_group_id
     group by a.name order by min(a.id)`,
  );
  lines.push('age groups (providers / licensed spaces > 0 / vacancy / full / not stated):');
  for (const row of groups) {
    lines.push(
      `  ${row.name.padEnd(16)} ${[row.rows, row.licensed, row.vacancy, row.full, row.unknown].map((value) => value.padStart(7)).join(' ')}`,
    );
  }
  const [where] = await query<{
    located: string;
    in_box: string;
    downtown_5km: string;
    mississauga_5km: string;
    ajax_5km: string;
  }>(
    `select count(latitude) as located,
       count(*) filter (where latitude between ${String(gtaBounds.minLat)} and ${String(gtaBounds.maxLat)}
         and longitude between ${String(gtaBounds.minLon)} and ${String(gtaBounds.maxLon)}) as in_box,
       count(*) filter (where abs(latitude - 43.6532) < 0.045 and abs(longitude + 79.3832) < 0.062) as downtown_5km,
       count(*) filter (where abs(latitude - 43.589) < 0.045 and abs(longitude + 79.6441) < 0.062) as mississauga_5km,
       count(*) filter (where abs(latitude - 43.8509) < 0.045 and abs(longitude + 79.0204) < 0.062) as ajax_5km
     from childcare_providers`,
  );
  if (where !== undefined) {
    lines.push(
      `located ${where.located}, in the GTA box ${where.in_box}; within a 5 km box of downtown ${where.downtown_5km}, of Mississauga ${where.mississauga_5km}, of Ajax ${where.ajax_5km}`,
    );
  }
  const [other] = await query<{ fees: string; hours: string; languages: string; types: string }>(
    `select count(*) filter (where daily_fee_cents is not null or hourly_fee_cents is not null) as fees,
            count(*) filter (where exists (select 1 from provider_age_groups g
              where g.provider_id = p.id and jsonb_array_length(g.hours_of_business) > 0)) as hours,
            count(*) filter (where cardinality(languages) > 0) as languages,
            count(*) filter (where cardinality(childcare_type_ids) > 0) as types
     from childcare_providers p`,
  );
  if (other !== undefined) {
    lines.push(
      `stating fees ${other.fees}, hours ${other.hours}, languages ${other.languages}, childcare types ${other.types}`,
    );
  }
  return lines;
}

/** Today in Toronto, YYYY-MM-DD. */
export function torontoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

// ---------------------------------------------------------------------------------------------
// Run alone

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      total: { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      'database-url': { type: 'string' },
      keep: { type: 'boolean' },
    },
  });
  const adminUrl =
    values['database-url'] ??
    process.env.BENCH_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const total = Number(values.total ?? defaultTotalProviders);
  const seed = Number(values.seed ?? defaultSeed);
  const today = values.today ?? torontoToday();
  const workDir = mkdtempSync(join(tmpdir(), 'kinderwait-bench-generate-'));
  const database = await createBenchDatabase(adminUrl);
  console.log(`generate-providers: database ${database.url}`);
  try {
    // The API migrates the database and imports the Toronto centres before it listens.
    const api = await startApi(
      'api-generate',
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: join(workDir, 'data'),
        DATABASE_URL: database.url,
      },
      workDir,
      undefined,
    );
    await api.stop();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const result = await generateProviders(client, { total, seed, today });
      console.log(
        `${String(result.existing)} imported + ${String(result.inserted)} generated (${String(result.ageGroupRows)} age-group rows, ${String(result.owners)} owners) in ${String(result.durationMs)} ms`,
      );
      for (const line of await describeProviders(client)) console.log(line);
    } finally {
      await client.end();
    }
  } finally {
    if (values.keep === true) console.log(`kept ${database.url}`);
    else await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

/** The provider type codes, for callers that ask for every type. */
export const allProviderTypeIds: readonly number[] = providerTypeCodes.map(
  (code) => providerTypeIds[code],
);
