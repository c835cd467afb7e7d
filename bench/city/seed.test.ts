import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchDatabase } from '../api-servers.ts';
import { createBenchDatabase } from '../api-servers.ts';
import { cityPlan } from './plan.ts';
import { assertPostgresUrl, seedCity } from './seed.ts';
import { cityChecksum, waitingByProvider } from './seed-summary.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const plan = cityPlan(7, 0.01, '2026-11-27');
const quiet = () => undefined;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('seed:city refuses', () => {
  it('anything but a PostgreSQL URL (an embedded PGlite directory or nothing)', () => {
    expect(() => assertPostgresUrl(undefined)).toThrow(/PostgreSQL/);
    expect(() => assertPostgresUrl('./data/pglite')).toThrow(/PostgreSQL/);
    expect(assertPostgresUrl('postgres://localhost/city')).toBe('postgres://localhost/city');
  });
});

describe.skipIf(adminUrl === undefined)('seed:city at a small scale (PostgreSQL)', () => {
  const databases: BenchDatabase[] = [];
  let first: Awaited<ReturnType<typeof seedCity>>;

  beforeAll(async () => {
    if (adminUrl === undefined) return;
    databases.push(await createBenchDatabase(adminUrl), await createBenchDatabase(adminUrl));
    const [a] = databases;
    if (a === undefined) throw new Error('no database');
    first = await seedCity(a.url, plan, { log: quiet });
  });

  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('fills the tables to the scaled sizes, with offers in every state', () => {
    const { counts } = first;
    expect(counts.centres).toBeGreaterThan(1000);
    expect(counts.otherProviders).toBe(plan.homes);
    expect(counts.parents).toBe(plan.families);
    expect(counts.children).toBe(plan.children);
    expect(counts.tickets).toBe(plan.children);
    // About 6.7 requests a ticket (a million for 150,000 children), less the rare repeats.
    expect(counts.requests).toBeGreaterThan(plan.children * 5.5);
    expect(counts.requests).toBeLessThan(plan.children * 7.5);
    expect(counts.offerStates).toBe(5);
    for (const name of [
      'requestPriorities',
      'notices',
      'conversationMessages',
      'payments',
    ] as const) {
      expect(counts[name]).toBeGreaterThan(0);
    }
  });

  it('skews demand: the busiest provider has many times the families of a typical one', async () => {
    const [a] = databases;
    if (a === undefined) throw new Error('no database');
    const waiting = await withClient(a.url, waitingByProvider);
    const top = waiting[0] ?? 0;
    const median = waiting[Math.floor(waiting.length / 2)] ?? 0;
    expect(top).toBeGreaterThan(20 * Math.max(1, median));
    // The top 10 % of providers hold a large share of the families waiting (most, at full scale).
    const total = waiting.reduce((sum, count) => sum + count, 0);
    const head = waiting.slice(0, Math.ceil(waiting.length / 10)).reduce((sum, c) => sum + c, 0);
    expect(head / total).toBeGreaterThan(0.4);
  });

  it('refuses a database that holds data unless told to reset it', async () => {
    const [a] = databases;
    if (a === undefined) throw new Error('no database');
    await expect(seedCity(a.url, plan, { log: quiet })).rejects.toThrow(/--reset/);
  });

  it('gives the same data for the same seed', async () => {
    const [a, b] = databases;
    if (a === undefined || b === undefined) throw new Error('no database');
    await seedCity(b.url, plan, { log: quiet });
    const [sumA, sumB] = [
      await withClient(a.url, cityChecksum),
      await withClient(b.url, cityChecksum),
    ];
    expect(sumA).toMatch(/^[0-9a-f]{32}$/);
    expect(sumB).toBe(sumA);
  });
});
