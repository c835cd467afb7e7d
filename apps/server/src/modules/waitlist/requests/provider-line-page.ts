import type { ChildcareRequestStatus } from '@kinderwait/contract';
import { ageGroupIdOfBirthDate } from '@kinderwait/contract';
import { and, asc, count, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { preparedStatement } from '../../../db/prepared-statement.ts';
import { childcareRequests, waitlistTickets } from '../waitlist.tables.ts';
import type { LineRequest } from './provider-line.repository.ts';
import { findLineRequestsByIds } from './provider-line.repository.ts';

const requests = childcareRequests;
const tickets = waitlistTickets;

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
  birthDatesOf(childIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** The page's requests with their children (request-lifecycle.ts entriesOf). */
  entriesOf(rows: readonly LineRequest[]): Promise<Entry[]>;
}

const ticketsByIds = preparedStatement((db) =>
  db
    .select({
      id: tickets.id,
      childId: tickets.childId,
      requestedStartDate: tickets.requestedStartDate,
    })
    .from(tickets)
    .where(sql`${tickets.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('waitlist_line_tickets'),
);

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
 * families in full: the list is ordered and counted in SQL, and only with an age-group filter are
 * the whole line's start dates and birth dates read (the age group at the start date is known only
 * from the child's birth date, which the children module holds).
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
  // The line from the index alone, then its tickets by primary key: a hash join would read
  // every ticket of the city.
  const line = await db
    .select({ id: requests.id, ticketId: requests.ticketId })
    .from(requests)
    .where(where)
    .orderBy(...lineOrder);
  const ticketOf = new Map(
    (
      await ticketsByIds(db).execute({
        ids: line.flatMap((row) => (row.ticketId === null ? [] : [row.ticketId])),
      })
    ).map((ticket) => [ticket.id, ticket]),
  );
  const keyed = line.flatMap((row) => {
    const ticket = row.ticketId === null ? undefined : ticketOf.get(row.ticketId);
    return ticket === undefined
      ? []
      : [{ id: row.id, childId: ticket.childId, requestedStartDate: ticket.requestedStartDate }];
  });
  const births = await deps.birthDatesOf([...new Set(keyed.map((row) => row.childId))]);
  const fitting = keyed.filter((row) => {
    const birth = births.get(row.childId);
    if (birth === undefined) return false;
    const startDate = row.requestedStartDate < deps.today ? deps.today : row.requestedStartDate;
    return ageGroupIdOfBirthDate(birth, startDate) === ageGroupId;
  });
  const ids = fitting.slice(start, start + filters.pageSize).map((row) => row.id);
  return { items: await pageOf(ids), total: fitting.length };
}
