import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { roleIds } from '@kinderwait/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchDatabase, RunningServer } from '../api-servers.ts';
import { createBenchDatabase, startApi } from '../api-servers.ts';
import { signInExistingUser } from '../api-sign-in.ts';
import type { CheckSubject } from './check.ts';
import { checkCity } from './check.ts';
import { cityPlan } from './plan.ts';
import { seedCity } from './seed.ts';
import { findCityTargets } from './targets.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

// What `npm run bench:city -- --check` does on the city, on a small seed: every optimised list
// answers the families its former query answered, in the same order, with the same positions.
describe.skipIf(adminUrl === undefined)('the optimised lists on a seeded city (PostgreSQL)', () => {
  let database: BenchDatabase | undefined;
  let api: RunningServer | undefined;
  let subject: CheckSubject;
  const workDir = mkdtempSync(join(tmpdir(), 'kinderwait-city-check-'));

  beforeAll(async () => {
    if (adminUrl === undefined) return;
    database = await createBenchDatabase(adminUrl);
    await seedCity(database.url, cityPlan(11, 0.01, '2026-11-27'), { log: () => undefined });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const targets = await findCityTargets(client).finally(() => client.end());
    api = await startApi(
      'api-city-check',
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: join(workDir, 'data'),
        DATABASE_URL: database.url,
        RATE_LIMIT_MAX: '1000000000',
        AUTH_RATE_LIMIT_MAX: '1000000000',
      },
      workDir,
      undefined,
    );
    const provider = await signInExistingUser(
      api.origin,
      targets.busiest.ownerEmail,
      roleIds.Licenced,
    );
    const parent = await signInExistingUser(api.origin, targets.family.email, roleIds.Parent);
    subject = {
      origin: api.origin,
      providerId: targets.busiest.providerId,
      providerHeaders: provider.headers,
      parentId: targets.family.parentId,
      parentHeaders: parent.headers,
    };
  });

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('answers the same families in the same order as the queries they replaced', async () => {
    if (database === undefined) throw new Error('no database');
    const { compared, differences } = await checkCity(database.url, subject);
    expect(differences).toEqual([]);
    // Filter sets × page sizes × pages of the waitlist, the requests list, 40 families' positions.
    expect(compared).toBeGreaterThan(100);
  });
});
