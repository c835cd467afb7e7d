import type { ChildcareRequestStatus } from '@kinderwait/contract';
import { ageGroupIdOfBirthDate } from '@kinderwait/contract';
import { and, asc, count, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { childcareRequests } from '../waitlist.tables.ts';
import type { LineRequest } from './provider-line.repository.ts';
import { findLineRequestsByIds } from './provider-line.repository.ts';

const requests = childcareRequests;

// The list's order (provider-line.repository.ts selectLine): in line first, then weight, date
// joined and id; childcare_requests_provider_line_idx holds every key, so a page reads the index.
const lineOrder = [
  sql`case when ${requests.status} in ('waiting', 'offered') then 0 else 1 end`,
  desc(requests.priorityWeight),
  asc(requests.joinedAt),
  asc(requests.id),
];

export interface LinePageFilters {
  ageGroupId?: number;
  status?: ChildcareRequestStatus;
  joinedSince?: string;
  page: number;
  pageSize: number;
}

export interface LinePageDeps<Entry> {
  /** Toronto's date (YYYY-MM-DD): a start date already past counts from it. */
  today: string;
  /** The page's requests with their children (request-lifecycle.ts entriesOf). */
  entriesOf(rows: readonly LineRequest[]): Promise<Entry[]>;
}

function lineWhere(providerId: string, filters: LinePageFilters): SQL | undefined {
  return and(
    eq(requests.providerId, providerId),
    filters.status === undefined
      ? ne(requests.status, 'withdrawn')
      : eq(requests.status, filters.status),
    filters.joinedSince === undefined
      ? undefined
      : gte(requests.joinedAt, new Date(filters.joinedSince)),
    // The anonymous lines of deleted accounts are not the provider's families.
    isNotNull(requests.ticketId),
  );
}

/**
 * One page of the provider's list and the size of the filtered list, reading only the page's
 * families in full: the list is ordered and counted in SQL; an age-group filter reads the whole
 * line's copies of the start date and the child's birth date from the line's index (the age group
 * at the start date moves with today, so it is worked out here, by the contract's rule).
 */
export async function providerLinePage<Entry>(
  db: Database,
  providerId: string,
  filters: LinePageFilters,
  deps: LinePageDeps<Entry>,
): Promise<{ items: Entry[]; total: number }> {
  const where = lineWhere(providerId, filters);
  const start = (filters.page - 1) * filters.pageSize;
  const pageOf = async (ids: readonly string[]) =>
    deps.entriesOf(await findLineRequestsByIds(db, ids));
  const { ageGroupId } = filters;
  if (ageGroupId === undefined) {
    const [counted, page] = await Promise.all([
      db.select({ total: count() }).from(requests).where(where),
      db
        .select({ id: requests.id })
        .from(requests)
        .where(where)
        .orderBy(...lineOrder)
        .limit(filters.pageSize)
        .offset(start),
    ]);
    return { items: await pageOf(page.map((row) => row.id)), total: counted[0]?.total ?? 0 };
  }
  // The line with the copies of each child's birth date and start date, from the index alone
  // (childcare_requests_provider_line_idx): no ticket or child is read.
  const keyed = await db
    .select({
      id: requests.id,
      requestedStartDate: requests.requestedStartDate,
      birth: requests.childBirthDate,
    })
    .from(requests)
    .where(where)
    .orderBy(...lineOrder);
  const fitting = keyed.filter((row) => {
    const { birth } = row;
    if (birth === null || row.requestedStartDate === null) return false;
    const startDate = row.requestedStartDate < deps.today ? deps.today : row.requestedStartDate;
    return ageGroupIdOfBirthDate(birth, startDate) === ageGroupId;
  });
  const ids = fitting.slice(start, start + filters.pageSize).map((row) => row.id);
  return { items: await pageOf(ids), total: fitting.length };
}
