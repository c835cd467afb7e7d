// The provider's waitlist as it was computed before bench:city (docs/benchmarks.md): the whole line read in
// line order, every child's age group worked out, then filtered and sliced. Kept as the reference
// the --check and its test compare the current list with (raw SQL: the bench may read any table).
import type { ChildcareRequestStatus } from '@kinderwait/contract';
import { ageGroupIdOfBirthDate } from '@kinderwait/contract';
import type pg from 'pg';
import type { Database } from '../../../apps/server/src/db/database.ts';
import { torontoToday } from '../../../apps/server/src/modules/waitlist/waitlist-shared.ts';
import { referenceLinePositions } from './line-positions.ts';

export interface WaitlistFilters {
  ageGroupId?: number;
  status?: ChildcareRequestStatus;
  joinedSince?: string;
  page: number;
  pageSize: number;
}

export interface WaitlistPage {
  total: number;
  requestIds: string[];
  positions: (number | null)[];
}

export async function referenceWaitlist(
  client: pg.ClientBase,
  db: Database,
  providerId: string,
  filters: WaitlistFilters,
  now: Date,
): Promise<WaitlistPage> {
  const { rows } = await client.query<{
    id: string;
    provider_id: string;
    joined_at: Date;
    requested_start_date: string;
    date_of_birth: string | null;
  }>(
    `select r.id, r.provider_id, r.joined_at, t.requested_start_date::text as requested_start_date,
       c.date_of_birth::text as date_of_birth
     from childcare_requests r
       join waitlist_tickets t on t.id = r.ticket_id
       left join children c on c.id = t.child_id
     where r.provider_id = $1 and ($2::text is null and r.status <> 'withdrawn' or r.status = $2)
     order by case when r.status in ('waiting', 'offered') then 0 else 1 end,
       r.priority_weight desc, r.joined_at, r.id`,
    [providerId, filters.status ?? null],
  );
  const { today } = torontoToday(now);
  const since =
    filters.joinedSince === undefined ? undefined : new Date(filters.joinedSince).getTime();
  const kept = rows.filter((row) => {
    if (row.date_of_birth === null) return false;
    const start = row.requested_start_date < today ? today : row.requested_start_date;
    const group = ageGroupIdOfBirthDate(row.date_of_birth, start);
    return (
      (filters.ageGroupId === undefined || group === filters.ageGroupId) &&
      (since === undefined || row.joined_at.getTime() >= since)
    );
  });
  const start = (filters.page - 1) * filters.pageSize;
  const page = kept.slice(start, start + filters.pageSize);
  const { positionOf } = await referenceLinePositions(
    db,
    page.map((row) => ({ id: row.id, providerId: row.provider_id })),
  );
  return {
    total: kept.length,
    requestIds: page.map((row) => row.id),
    positions: page.map((row) => positionOf.get(row.id) ?? null),
  };
}
