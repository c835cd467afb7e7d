// The busiest centre of `npm run bench:fanout`, written with a few bulk statements: a licensed
// centre with one toddler space open and `families` families waiting for it, each a parent
// (every fifth with a phone number and KinderWait Plus, so their opening comes as a text too),
// a child who is a toddler at the requested start, a ticket and a waiting request. The line is
// not the order of creation: one request in 40 carries a priority weight, and the dates joined
// are shuffled by a fixed rule, so the bench's order check means something.
import { ageGroupIdOfBirthDate, ageGroupIds, roleIds } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database.ts';

export interface SeededCentre {
  providerId: string;
  ageGroupId: number;
}

const requestedStart = '2027-09-01';
const birthDate = '2025-09-01';

export async function seedBusiestCentre(db: Database, families: number): Promise<SeededCentre> {
  const ageGroupId = ageGroupIds.toddler;
  // The children must be in the group the opening is for, or nobody would be told.
  if (ageGroupIdOfBirthDate(birthDate, requestedStart) !== ageGroupId) {
    throw new Error('the seeded children are not toddlers at their start date');
  }
  const [provider] = (
    await db.execute<{ id: string }>(sql`
      insert into childcare_providers (name, provider_type_id, latitude, longitude)
      values ('Busiest Centre (bench)', 1, 43.6534, -79.3841)
      returning id`)
  ).rows;
  if (provider === undefined) throw new Error('the centre was not stored');
  const providerId = provider.id;
  await db.execute(sql`
    insert into provider_age_groups (provider_id, age_group_id, licensed_spaces, available_spaces)
    values (${providerId}, ${ageGroupId}, 100, 0)`);
  const n = sql`generate_series(1, ${families}::int) as n`;
  // A version 4 UUID made of the row's number (the contract's uuid schema checks the version).
  const id = (kind: string) =>
    sql.raw(
      `overlay(overlay(md5('fanout-${kind}-' || n) placing '4' from 13) placing '8' from 17)::uuid`,
    );
  await db.execute(sql`
    insert into users (id, email, first_name, last_name, phone_number, email_verified_at)
    select ${id('parent')}, 'fanout-parent-' || n || '@example.com', 'Parent', 'Family',
      case when n % 5 = 0 then '+1416555' || lpad((n % 10000)::text, 4, '0') end, now()
    from ${n}`);
  await db.execute(sql`
    insert into user_roles (user_id, role_id) select ${id('parent')}, ${roleIds.Parent} from ${n}`);
  await db.execute(sql`
    insert into subscriptions (user_id, name, status, product_code, provider,
      provider_subscription_id, current_period_end)
    select ${id('parent')}, 'KinderWait Plus', 'active', 'kinderwait-plus', 'stripe',
      'bench-fanout-' || n, now() + interval '30 days'
    from ${n} where n % 5 = 0`);
  await db.execute(sql`
    insert into children (id, parent_user_id, first_name, last_name, date_of_birth, created_at,
      updated_at)
    select ${id('child')}, ${id('parent')}, 'Robin', 'Family', ${birthDate}, now(), now()
    from ${n}`);
  await db.execute(sql`
    insert into waitlist_tickets (id, child_id, distance_km, provider_type_ids,
      childcare_type_ids, school_plan_ids, fee_bracket_ids, requested_start_date,
      schedule_availability, created_at, updated_at)
    select ${id('ticket')}, ${id('child')}, 5, '{}', '{}', '{}', '{}', ${requestedStart},
      '[]'::jsonb, now(), now()
    from ${n}`);
  // Joined over two years in a shuffled order (n * 7919 mod families is a permutation when
  // families is not a multiple of 7919); one in 40 weighted 10 to 50.
  await db.execute(sql`
    insert into childcare_requests (id, ticket_id, provider_id, status, sent_at, joined_at,
      updated_at, priority_weight)
    select ${id('request')}, ${id('ticket')}, ${providerId}, 'waiting', joined, joined, joined,
      case when n % 40 = 0 then 10 * (1 + n % 5) else 0 end
    from (select n, timestamptz '2025-01-01' + ((n * 7919) % ${families}::int) * interval '2 hours'
            as joined from ${n}) as shuffled`);
  await db.execute(sql`analyze`);
  return { providerId, ageGroupId };
}
