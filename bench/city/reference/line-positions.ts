// The positions query as it was before bench:city (docs/benchmarks.md), kept verbatim as the reference the
// --check and its test compare the current query with: the same positions, the same sizes.
import type { ChildcareRequestStatus } from '@kinderwait/contract';
import { and, count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/database.ts';
import { childcareRequests } from '../../../apps/server/src/modules/waitlist/waitlist.tables.ts';

/**
 * Requests in line on a provider's list: waiting, or offered a space (an offered family keeps its
 * place until it answers). Positions and the list size count these.
 */
const inLineStatuses = ['waiting', 'offered'] as const satisfies ChildcareRequestStatus[];

const requests = childcareRequests;

export interface LinePositions {
  /** 1 = next in line; absent for a request not in line. */
  positionOf: ReadonlyMap<string, number>;
  /** Requests in line per provider; absent = 0. */
  sizeOf: ReadonlyMap<string, number>;
}

/**
 * The positions of these requests on their providers' lines: by priority weight (desc), then
 * joinedAt, then id, among requests in line. One window over each provider's line (read through
 * childcare_requests_provider_line_idx), not a count per request: a line of a thousand families
 * is ranked once, not compared a million times.
 */
export async function referenceLinePositions(
  db: Database,
  of: readonly { id: string; providerId: string }[],
): Promise<LinePositions> {
  const providerIds = [...new Set(of.map((request) => request.providerId))];
  if (providerIds.length === 0) return { positionOf: new Map(), sizeOf: new Map() };
  const inLine = and(
    inArray(requests.providerId, providerIds),
    inArray(requests.status, [...inLineStatuses]),
  );
  const line = db
    .select({
      id: requests.id,
      position: sql<number>`(row_number() over (partition by ${requests.providerId}
        order by ${requests.priorityWeight} desc, ${requests.joinedAt}, ${requests.id}))::integer`.as(
        'position',
      ),
    })
    .from(requests)
    .where(inLine)
    .as('line');
  const [ranked, sizes] = await Promise.all([
    db
      .select({ id: line.id, position: line.position })
      .from(line)
      .where(
        inArray(
          line.id,
          of.map((request) => request.id),
        ),
      ),
    db
      .select({ providerId: requests.providerId, size: count() })
      .from(requests)
      .where(inLine)
      .groupBy(requests.providerId),
  ]);
  return {
    positionOf: new Map(ranked.map((row) => [row.id, row.position])),
    sizeOf: new Map(sizes.map((row) => [row.providerId, row.size])),
  };
}
