import type { ChildcareRequestStatus } from '@kinderwait/contract';
import { and, count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { childcareRequests } from './waitlist.tables.ts';

/**
 * Requests in line on a provider's list: waiting, or offered a space (an offered family keeps its
 * place until it answers). Positions and the list size count these.
 */
export const inLineStatuses = ['waiting', 'offered'] as const satisfies ChildcareRequestStatus[];

const requests = childcareRequests;

export interface LinePositions {
  /** 1 = next in line; absent for a request not in line. */
  positionOf: ReadonlyMap<string, number>;
  /** Requests in line per provider; absent = 0. */
  sizeOf: ReadonlyMap<string, number>;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The positions of these requests on their providers' lines: by priority weight (desc), then
 * joinedAt, then id, among requests in line. Each position counts the requests ahead in two
 * ranges of childcare_requests_provider_line_idx (a higher weight; the same weight and an earlier
 * (joinedAt, id)), read from the index alone: a family's thirty requests at busy centres cost
 * the entries ahead of them, not a sort of each whole line (bench:city).
 */
export async function linePositions(
  db: Database,
  of: readonly { id: string; providerId: string }[],
): Promise<LinePositions> {
  const providerIds = [...new Set(of.map((request) => request.providerId))];
  if (providerIds.length === 0) return { positionOf: new Map(), sizeOf: new Map() };
  const [ranked, sizes] = await Promise.all([
    db.execute<{ id: string; position: number }>(sql`
      select r.id, (1
        + (select count(*) from childcare_requests a
           where a.provider_id = r.provider_id and a.status in ('waiting', 'offered')
             and a.priority_weight > r.priority_weight)
        + (select count(*) from childcare_requests a
           where a.provider_id = r.provider_id and a.status in ('waiting', 'offered')
             and a.priority_weight = r.priority_weight
             and (a.joined_at, a.id) < (r.joined_at, r.id)))::integer as position
      from childcare_requests r
      where r.id in (${list(of.map((request) => request.id))})
        and r.provider_id in (${list(providerIds)})
        and r.status in ('waiting', 'offered')`),
    db
      .select({ providerId: requests.providerId, size: count() })
      .from(requests)
      .where(
        and(
          inArray(requests.providerId, providerIds),
          inArray(requests.status, [...inLineStatuses]),
        ),
      )
      .groupBy(requests.providerId),
  ]);
  return {
    positionOf: new Map(ranked.rows.map((row) => [row.id, Number(row.position)])),
    sizeOf: new Map(sizes.map((row) => [row.providerId, row.size])),
  };
}
