// `npm run bench:city -- --check`: every list this issue made faster still answers the same
// families in the same order. On the seeded data it compares, over HTTP, the provider's waitlist
// (filters, statuses, age groups, pages) and the parent's requests list with the queries they
// replaced (reference/), and the positions query with its former self for many families.
import {
  buildUrl,
  ParentRequestsResponse,
  providerWaitlistApiPaths,
  ProviderWaitlistResponse,
  waitlistApiPaths,
} from '@kinderwait/contract';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database.ts';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { linePositions } from '../../apps/server/src/modules/waitlist/line-positions.repository.ts';
import { referenceLinePositions } from './reference/line-positions.ts';
import type { WaitlistFilters } from './reference/provider-waitlist.ts';
import { referenceWaitlist } from './reference/provider-waitlist.ts';

export interface CheckSubject {
  origin: string;
  providerId: string;
  /** Signed in as the provider's owner. */
  providerHeaders: Record<string, string>;
  parentId: string;
  parentHeaders: Record<string, string>;
}

export interface CheckResult {
  compared: number;
  differences: string[];
}

async function getJson(origin: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}${path}`, { headers });
  if (!response.ok) throw new Error(`GET ${path} answered ${String(response.status)}`);
  return (await response.json()) as unknown;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The filter sets a provider uses, each on its first pages, a middle one and the last. */
function waitlistCases(total: (filters: Omit<WaitlistFilters, 'page' | 'pageSize'>) => number) {
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const filterSets: Omit<WaitlistFilters, 'page' | 'pageSize'>[] = [
    {},
    { status: 'waiting' },
    { status: 'offered' },
    { status: 'enrolled' },
    { status: 'paused' },
    { joinedSince: since },
    ...[1, 2, 3, 4, 5].map((ageGroupId) => ({ ageGroupId })),
    { ageGroupId: 3, status: 'waiting' },
    { ageGroupId: 2, joinedSince: since },
  ];
  return filterSets.flatMap((filters) =>
    [50, 17].flatMap((pageSize) => {
      const last = Math.max(1, Math.ceil(total(filters) / pageSize));
      return [...new Set([1, 2, Math.ceil(last / 2), last, last + 1])].map((page) => ({
        ...filters,
        page,
        pageSize,
      }));
    }),
  );
}

export async function checkCity(databaseUrl: string, subject: CheckSubject): Promise<CheckResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const connection = openPostgres(databaseUrl, { error: () => undefined });
  const differences: string[] = [];
  let compared = 0;
  try {
    const db: Database = connection.db;
    const now = new Date();
    // Totals first (page 1 of each filter set), so the last pages are known.
    const totals = new Map<string, number>();
    // A filter set's key: its filters without the page.
    const key = (filters: Omit<WaitlistFilters, 'page' | 'pageSize'>) =>
      JSON.stringify([filters.ageGroupId, filters.status, filters.joinedSince]);
    const reference = (filters: WaitlistFilters) =>
      referenceWaitlist(client, db, subject.providerId, filters, now);
    for (const filters of waitlistCases(() => 1)) {
      if (filters.page !== 1 || filters.pageSize !== 50) continue;
      totals.set(key(filters), (await reference(filters)).total);
    }
    for (const filters of waitlistCases((rest) => totals.get(key(rest)) ?? 1)) {
      const expected = await reference(filters);
      const query = Object.fromEntries(
        Object.entries(filters).map(([name, value]) => [name, String(value)]),
      );
      const path = buildUrl(
        providerWaitlistApiPaths.waitlist,
        { providerId: subject.providerId },
        query,
      );
      const answer = ProviderWaitlistResponse.parse(
        await getJson(subject.origin, path, subject.providerHeaders),
      );
      const actual = {
        total: answer.total,
        requestIds: answer.items.map((item) => item.requestId),
        positions: answer.items.map((item) => item.position),
      };
      compared += 1;
      if (!same(actual, expected))
        differences.push(`waitlist ${path}: not the reference's families`);
    }

    // The parent's list: newest first, each with its position and its line's size.
    const { rows: own } = await client.query<{ id: string; provider_id: string }>(
      `select r.id, r.provider_id from childcare_requests r
         join waitlist_tickets t on t.id = r.ticket_id join children c on c.id = t.child_id
       where c.parent_user_id = $1 order by r.sent_at desc, r.id desc`,
      [subject.parentId],
    );
    const expectedOwn = await referenceLinePositions(
      db,
      own.map((row) => ({ id: row.id, providerId: row.provider_id })),
    );
    const listPath = buildUrl(waitlistApiPaths.parentRequests, { parentId: subject.parentId });
    const list = ParentRequestsResponse.parse(
      await getJson(subject.origin, listPath, subject.parentHeaders),
    );
    compared += 1;
    const expectedList = own.map((row) => ({
      id: row.id,
      position: expectedOwn.positionOf.get(row.id) ?? null,
      waitlistSize: expectedOwn.sizeOf.get(row.provider_id) ?? 0,
    }));
    const actualList = list.items.map((item) => ({
      id: item.id,
      position: item.position,
      waitlistSize: item.waitlistSize,
    }));
    if (!same(actualList, expectedList)) differences.push(`requests list ${listPath}: differs`);

    // Positions and sizes of many families' requests: the query itself against its former self.
    const { rows: families } = await client.query<{ ids: string[]; provider_ids: string[] }>(
      `select array_agg(r.id order by r.id) as ids, array_agg(r.provider_id order by r.id) as provider_ids
       from childcare_requests r join waitlist_tickets t on t.id = r.ticket_id
       group by t.child_id order by count(*) desc, t.child_id limit 40`,
    );
    for (const family of families) {
      const of = family.ids.map((id, index) => ({
        id,
        providerId: family.provider_ids[index] ?? '',
      }));
      const [actual, expected] = [
        await linePositions(db, of),
        await referenceLinePositions(db, of),
      ];
      const sorted = (map: ReadonlyMap<string, number>) =>
        [...map].sort(([a], [b]) => a.localeCompare(b));
      compared += 1;
      if (
        !same(sorted(actual.positionOf), sorted(expected.positionOf)) ||
        !same(sorted(actual.sizeOf), sorted(expected.sizeOf))
      ) {
        differences.push(`positions of requests ${family.ids.slice(0, 2).join(', ')}…: differ`);
      }
    }
  } finally {
    await connection.close();
    await client.end();
  }
  return { compared, differences };
}

/** Runs the check and prints its outcome; answers whether every list was unchanged. */
export async function runCityCheck(databaseUrl: string, subject: CheckSubject): Promise<boolean> {
  const { compared, differences } = await checkCity(databaseUrl, subject);
  console.log(
    `check: ${String(compared)} lists compared with their former queries, ${String(differences.length)} differ`,
  );
  for (const line of differences.slice(0, 20)) console.log(`  ${line}`);
  return differences.length === 0;
}
