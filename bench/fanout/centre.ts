// The centre bench:fanout opens a space at, lent to the bench's owner before the API starts (so
// no process remembers it as it was), and put back as it was afterwards.
import { ageGroupIdOfBirthDate } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database.ts';
import type { SeededCentre } from './seed.ts';

export interface BorrowedCentre {
  providerId: string;
  ageGroupId: number;
  ownerEmail: string;
  /** Puts the owner and spaces back; on a database kept, deletes what the opening wrote. */
  giveBack(openingId: string | undefined): Promise<void>;
}

/** The age group with the most families waiting at the centre, by each child's age at start. */
async function busiestAgeGroup(db: Database, providerId: string): Promise<number> {
  const rows = (
    await db.execute<{ birth: string; start: string }>(sql`
      select c.date_of_birth::text as birth, t.requested_start_date::text as start
      from childcare_requests r
      join waitlist_tickets t on t.id = r.ticket_id
      join children c on c.id = t.child_id
      where r.provider_id = ${providerId} and r.status = 'waiting'`)
  ).rows;
  const counts = new Map<number, number>();
  for (const { birth, start } of rows) {
    const group = ageGroupIdOfBirthDate(birth, start);
    if (group !== undefined) counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  if (best === undefined) throw new Error(`nobody is waiting at ${providerId}`);
  return best[0];
}

export async function borrowCentre(
  db: Database,
  centre: SeededCentre | string,
  /** The database is dropped after the run: nothing the opening wrote needs deleting. */
  dropped: boolean,
): Promise<BorrowedCentre> {
  const providerId = typeof centre === 'string' ? centre : centre.providerId;
  const ageGroupId =
    typeof centre === 'string' ? await busiestAgeGroup(db, providerId) : centre.ageGroupId;
  const ownerEmail = `fanout-owner-${String(Date.now())}@example.com`;
  const [before] = (
    await db.execute<{ owner: string | null; spaces: number | null; opened: number | null }>(sql`
      select p.owner_user_id as owner, g.available_spaces as spaces,
        (select max(o.spaces) from availability_openings o
          where o.provider_id = p.id and o.age_group_id = g.age_group_id) as opened
      from childcare_providers p
      join provider_age_groups g on g.provider_id = p.id and g.age_group_id = ${ageGroupId}
      where p.id = ${providerId}`)
  ).rows;
  if (before === undefined) throw new Error(`no age group ${String(ageGroupId)} at ${providerId}`);
  const [owner] = (
    await db.execute<{ id: string }>(sql`
      insert into users (email, first_name, last_name, email_verified_at)
      values (${ownerEmail}, 'Bench', 'Owner', now()) returning id`)
  ).rows;
  if (owner === undefined) throw new Error('the owner was not stored');
  // More spaces than any opening so far: a new opening, not the last one again.
  const spaces = Math.max(before.spaces ?? 0, before.opened ?? 0) + 1;
  await db.execute(sql`
    update childcare_providers set owner_user_id = ${owner.id} where id = ${providerId}`);
  await db.execute(sql`
    update provider_age_groups set available_spaces = ${spaces}
    where provider_id = ${providerId} and age_group_id = ${ageGroupId}`);

  return {
    providerId,
    ageGroupId,
    ownerEmail,
    giveBack: async (openingId) => {
      if (!dropped && openingId !== undefined) {
        const key = `availability:${openingId}:%`;
        await db.execute(sql`
          delete from background_jobs j using notices n
          where n.dedupe_key like ${key} and j.data->>'noticeId' = n.id::text`);
        await db.execute(sql`delete from notices where dedupe_key like ${key}`);
        await db.execute(sql`
          delete from background_jobs where name = 'notifications.availability-alerts'
            and data->>'openingId' = ${openingId}`);
        await db.execute(sql`delete from availability_openings where id = ${openingId}`);
      }
      await db.execute(sql`
        update provider_age_groups set available_spaces = ${before.spaces}
        where provider_id = ${providerId} and age_group_id = ${ageGroupId}`);
      await db.execute(sql`
        update childcare_providers set owner_user_id = ${before.owner} where id = ${providerId}`);
      await db.execute(sql`delete from users where id = ${owner.id}`);
    },
  };
}
