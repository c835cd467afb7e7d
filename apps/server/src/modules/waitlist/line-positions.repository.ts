import type { ChildcareRequestStatus } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * Requests in line on a provider's list: waiting, or offered a space (an offered family keeps its
 * place until it answers). Positions and the list size count these.
 */
export const inLineStatuses = ['waiting', 'offered'] as const satisfies ChildcareRequestStatus[];

export interface LinePositions {
  /** 1 = next in line; absent for a request not in line. */
  positionOf: ReadonlyMap<string, number>;
  /** Requests in line per provider; absent = 0. */
  sizeOf: ReadonlyMap<string, number>;
}

// The ids as one array parameter: a page's 50 ids as 50 parameters were most of the time drizzle
// spent building this module's statements (bench/city/profile.ts).
const uuids = (values: readonly string[]) => sql`${sql.param([...values])}::uuid[]`;

/** Requests of one provider from which ranking its whole line once beats counting per request. */
const windowFrom = 8;

/**
 * The positions of these requests on their providers' lines: by priority weight (desc), then
 * joinedAt, then id, among requests in line, read from childcare_requests_in_line_idx (the line in
 * line order) alone. A provider asked for a few requests (a family's, across many centres) counts
 * the requests ahead of each in two index ranges (a higher weight; the same weight and an earlier
 * (joinedAt, id)); a provider asked for many (a page of its list) ranks its line once in index
 * order. Neither sorts a whole line, nor ranks lines nobody asked about (bench:city).
 */
export async function linePositions(
  db: Database,
  of: readonly { id: string; providerId: string }[],
): Promise<LinePositions> {
  const providerIds = [...new Set(of.map((request) => request.providerId))];
  if (providerIds.length === 0) return { positionOf: new Map(), sizeOf: new Map() };
  const asked = new Map<string, string[]>();
  for (const { id, providerId } of of)
    asked.set(providerId, [...(asked.get(providerId) ?? []), id]);
  const ranked = [...asked].filter(([, ids]) => ids.length >= windowFrom);
  const counted = [...asked].filter(([, ids]) => ids.length < windowFrom);
  const [byWindow, byCount, sizes] = await Promise.all([
    ranked.length === 0 ? { rows: [] } : rankedPositions(db, ranked),
    counted.length === 0 ? { rows: [] } : countedPositions(db, counted),
    lineSizes(db, providerIds),
  ]);
  return {
    positionOf: new Map([...byWindow.rows, ...byCount.rows].map((row) => [row.id, row.position])),
    sizeOf: new Map(
      sizes.rows.filter((row) => row.size > 0).map((row) => [row.providerId, row.size]),
    ),
  };
}

type Asked = readonly (readonly [providerId: string, ids: readonly string[]])[];

const providersOf = (asked: Asked) => uuids(asked.map(([providerId]) => providerId));
const idsOf = (asked: Asked) => uuids(asked.flatMap(([, ids]) => ids));

/**
 * Each line's size, counted line by line in childcare_requests_line_size_idx (provider ids only):
 * a grouped count over the lines hashed every entry, slower than the count itself.
 */
function lineSizes(db: Database, providerIds: readonly string[]) {
  return db.execute<{ providerId: string; size: number }>(sql`
    select asked.provider_id as "providerId", (select count(*) from childcare_requests a
        where a.provider_id = asked.provider_id and a.status in ('waiting', 'offered'))::integer as size
    from unnest(${uuids(providerIds)}) as asked(provider_id)`);
}

function countedPositions(db: Database, asked: Asked) {
  return db.execute<{ id: string; position: number }>(sql`
    select r.id, (1
      + (select count(*) from childcare_requests a
         where a.provider_id = r.provider_id and a.status in ('waiting', 'offered')
           and a.priority_weight > r.priority_weight)
      + (select count(*) from childcare_requests a
         where a.provider_id = r.provider_id and a.status in ('waiting', 'offered')
           and a.priority_weight = r.priority_weight
           and (a.joined_at, a.id) < (r.joined_at, r.id)))::integer as position
    from childcare_requests r
    where r.id = any(${idsOf(asked)}) and r.provider_id = any(${providersOf(asked)})
      and r.status in ('waiting', 'offered')`);
}

function rankedPositions(db: Database, asked: Asked) {
  // One line at a time, in the index's own order (NULLS LAST as drizzle-kit wrote it; the weight
  // is never null): no sort.
  return db.execute<{ id: string; position: number }>(sql`
    select line.id, line.position
    from unnest(${providersOf(asked)}) as asked(provider_id)
      cross join lateral (
        select id, (row_number() over (
          order by priority_weight desc nulls last, joined_at, id))::integer as position
        from childcare_requests
        where provider_id = asked.provider_id and status in ('waiting', 'offered')) line
    where line.id = any(${idsOf(asked)})`);
}
