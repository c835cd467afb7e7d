// `npm run bench:fanout`: an opening at the busiest centre, through the API as a provider makes
// it (POST /api/notifications/availability on the production server, apps/server/src/main.ts),
// then read back from the database:
// - when the first family in line was told (its notice written, as the app stamps it), and when
//   the last was, counted from the moment the request was sent;
// - the emails and texts queued with the notices, and when the last was queued;
// - that the emails were queued in line order (priority weight, then date joined), the line read
//   here by its own query, and that each family was told once.
// Without a centre (`BENCH_FANOUT_PROVIDER_ID`), it makes its own on a fresh database of the
// server `BENCH_DATABASE_URL` points at (dropped at the end): BENCH_FANOUT_FAMILIES (6,000)
// families waiting for a toddler space (bench/fanout/seed.ts). With one (a `seed:city`
// database in BENCH_DATABASE_URL), it opens a space in the age group with the most families
// waiting, and puts the centre back as it was afterwards (its owner, its spaces; the opening's
// notices and jobs deleted). `runFanoutBench` is the same for another runner (bench:city).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notificationsApiPaths } from '@kinderwait/contract';
import type { AvailabilityResponse } from '@kinderwait/contract';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { openPostgres } from '../apps/server/src/db/postgres.ts';
import type { BenchDatabase } from './api-servers.ts';
import { createBenchDatabase, startApi } from './api-servers.ts';
import { signInBenchUser } from './api-sign-in.ts';
import type { CityBenchContext, CityRow } from './city/rows.ts';
import { borrowCentre } from './fanout/centre.ts';
import { readFanOut } from './fanout/read-back.ts';
import type { FanOutFigures } from './fanout/read-back.ts';
import { seedBusiestCentre } from './fanout/seed.ts';
import { apiEnv } from './match/sql.ts';

export type { FanOutFigures } from './fanout/read-back.ts';

export interface FanoutBenchOptions {
  /**
   * Without `providerId`: a server on which a fresh database is made and dropped. With it: the
   * seeded database the centre is in.
   */
  databaseUrl: string;
  providerId?: string;
  /** Families of the centre the bench makes (6,000). */
  families?: number;
}

const log = {
  error: (details: object, message: string) => {
    console.error(message, details);
  },
};

export async function runFanoutBench(options: FanoutBenchOptions): Promise<FanOutFigures> {
  const workDir = mkdtempSync(join(tmpdir(), 'kw-bench-fanout-'));
  let created: BenchDatabase | undefined;
  if (options.providerId === undefined) created = await createBenchDatabase(options.databaseUrl);
  const url = created?.url ?? options.databaseUrl;
  const connection = openPostgres(url, log);
  try {
    const { db } = connection;
    if (created !== undefined) await runMigrations(connection);
    const seeded =
      options.providerId === undefined
        ? await seedBusiestCentre(db, options.families ?? 6_000)
        : undefined;
    // Lent before the API starts: no process remembers the centre as it was.
    const centre = await borrowCentre(
      db,
      seeded ?? options.providerId ?? '',
      created !== undefined,
    );
    let openingId: string | undefined;
    try {
      const server = await startApi(
        'fanout-api',
        apiEnv(join(workDir, 'data'), url),
        workDir,
        undefined,
      );
      try {
        const owner = await signInBenchUser(server.origin, centre.ownerEmail, 'Licenced');
        const sentAt = Date.now();
        const response = await fetch(`${server.origin}${notificationsApiPaths.availability}`, {
          method: 'POST',
          headers: { ...owner.writeHeaders, 'content-type': 'application/json' },
          body: JSON.stringify({ providerId: centre.providerId, ageGroupId: centre.ageGroupId }),
        });
        const answeredMs = Date.now() - sentAt;
        if (!response.ok) {
          const logged = readFileSync(join(workDir, 'fanout-api.log'), 'utf8');
          console.error(
            logged
              .split('\n')
              .filter((line) => line.includes('"level":50'))
              .join('\n'),
          );
          throw new Error(
            `the opening answered ${String(response.status)}: ${await response.text()}`,
          );
        }
        const answer = (await response.json()) as AvailabilityResponse;
        openingId = answer.openingId;
        return await readFanOut(db, { ...centre, answer, sentAt, answeredMs, load: loadavg() });
      } finally {
        await server.stop();
      }
    } finally {
      await centre.giveBack(openingId);
    }
  } finally {
    await connection.close();
    await created?.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function printFanOut(figures: FanOutFigures): void {
  const ms = (value: number | null): string =>
    value === null ? '–' : `${Math.round(value).toLocaleString('en-CA')} ms`;
  const rows: [string, string][] = [
    ['families waiting in the age group', figures.waiting.toLocaleString('en-CA')],
    ['families told (notices written)', figures.told.toLocaleString('en-CA')],
    ['opening stored (before the line is read)', ms(figures.openingMs)],
    ['first family in line told', ms(figures.firstFamilyMs)],
    ['last notice written', ms(figures.lastNoticeMs)],
    ['emails queued', figures.emailsQueued.toLocaleString('en-CA')],
    ['texts queued', figures.textsQueued.toLocaleString('en-CA')],
    ['last email or text queued', ms(figures.lastJobMs)],
    [
      'response (familiesNotified)',
      `${ms(figures.answeredMs)} (${String(figures.answer.familiesNotified)})`,
    ],
    ['emails queued in line order', figures.inLineOrder ? 'yes' : 'NO'],
    ['each family told once', figures.toldOnce ? 'yes' : 'NO'],
    ['load average (1, 5, 15 min)', figures.load.map((value) => value.toFixed(1)).join(', ')],
  ];
  console.log('\nAn opening at the busiest centre (times from the request being sent)\n');
  console.log('| what | figure |');
  console.log('|---|---:|');
  for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`);
}

/** bench:city's row: an opening at its busiest centre, the centre put back afterwards. */
export async function cityBenchRows(context: CityBenchContext): Promise<CityRow[]> {
  const figures = await runFanoutBench({
    databaseUrl: context.databaseUrl,
    providerId: context.targets.busiest.providerId,
  });
  const ms = (value: number | null): string =>
    value === null ? '–' : `${(value / 1000).toFixed(2)} s`;
  const last = Math.max(figures.lastNoticeMs ?? Infinity, figures.lastJobMs ?? Infinity);
  return [
    {
      path: `an opening at the busiest centre (${figures.told.toLocaleString('en-CA')} families told)`,
      text: `first ${ms(figures.firstFamilyMs)}, all ${ms(last)}${figures.inLineOrder && figures.toldOnce ? '' : ' (ORDER OR COUNT WRONG)'}`,
      goal: 'first ≤ 1 s, all ≤ 30 s',
      met:
        figures.inLineOrder &&
        figures.toldOnce &&
        (figures.firstFamilyMs ?? Infinity) <= 1_000 &&
        last <= 30_000,
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runFanoutBench({
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    ...(process.env.BENCH_FANOUT_PROVIDER_ID === undefined
      ? {}
      : { providerId: process.env.BENCH_FANOUT_PROVIDER_ID }),
    families: Number(process.env.BENCH_FANOUT_FAMILIES ?? '6000'),
  });
  printFanOut(figures);
  if (!figures.inLineOrder || !figures.toldOnce) process.exitCode = 1;
}
