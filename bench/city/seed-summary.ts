// What a seeded city holds (`npm run seed:city` prints it; the seed test checks it): row counts,
// the demand's shape, and a checksum of the content that a seed decides.
import type pg from 'pg';

const counted = {
  centres: 'select count(*) from childcare_providers where loc_id is not null',
  otherProviders: 'select count(*) from childcare_providers where loc_id is null',
  parents: 'select count(*) from user_roles where role_id = 2',
  children: 'select count(*) from children',
  tickets: 'select count(*) from waitlist_tickets',
  requests: 'select count(*) from childcare_requests',
  requestsWaiting: `select count(*) from childcare_requests where status = 'waiting'`,
  requestPriorities: 'select count(*) from waitlist_request_priorities',
  offers: 'select count(*) from offers',
  offerStates: 'select count(distinct status) from offers',
  notices: 'select count(*) from notices',
  conversations: 'select count(*) from conversations',
  conversationMessages: 'select count(*) from conversation_messages',
  payments: `select count(*) from checkout_sessions where status = 'paid'`,
} as const;

export type CityCounts = Record<keyof typeof counted, number>;

export async function cityCounts(client: pg.ClientBase): Promise<CityCounts> {
  const entries: [string, number][] = [];
  for (const [name, sql] of Object.entries(counted)) {
    const { rows } = await client.query<{ count: string }>(sql);
    entries.push([name, Number(rows[0]?.count ?? 0)]);
  }
  return Object.fromEntries(entries) as CityCounts;
}

/** Families waiting per provider, busiest first (every provider, 0 for none). */
export async function waitingByProvider(client: pg.ClientBase): Promise<number[]> {
  const { rows } = await client.query<{ waiting: number }>(
    `select count(r.id)::integer as waiting
     from childcare_providers p
       left join childcare_requests r on r.provider_id = p.id and r.status = 'waiting'
     group by p.id order by waiting desc`,
  );
  return rows.map((row) => row.waiting);
}

/**
 * A checksum of what the seed decides. The imported centres get their ids from the import (random),
 * so a provider is named by its licence id when it has one; the generated owners' accounts are
 * made at the time of the run (users.created_at), which is left out.
 */
export async function cityChecksum(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ sum: string }>(
    `with provider_key as (
       select id, coalesce('loc:' || loc_id, id::text) as key from childcare_providers)
     select md5(
       (select string_agg(concat_ws('|', u.id, u.email, u.first_name, u.last_name, u.phone_number),
          ',' order by u.id) from users u) ||
       (select string_agg(concat_ws('|', c.id, c.parent_user_id, c.first_name, c.date_of_birth,
          c.latitude, c.longitude), ',' order by c.id) from children c) ||
       (select string_agg(concat_ws('|', t.id, t.child_id, t.distance_km, t.requested_start_date),
          ',' order by t.id) from waitlist_tickets t) ||
       (select string_agg(concat_ws('|', r.id, r.ticket_id, k.key, r.status, r.joined_at,
          r.withdrawn_at, r.priority_weight), ',' order by r.id)
          from childcare_requests r join provider_key k on k.id = r.provider_id) ||
       (select string_agg(concat_ws('|', o.id, o.request_id, o.status, o.age_group_id,
          o.created_at, o.closed_at), ',' order by o.id) from offers o) ||
       (select string_agg(concat_ws('|', n.id, n.user_id, n.kind, n.created_at, n.read_at),
          ',' order by n.id) from notices n) ||
       (select count(*)::text from conversation_messages) ||
       (select string_agg(concat_ws('|', s.id, s.user_id, s.total_amount, s.paid_at), ','
          order by s.id) from checkout_sessions s)
     ) as sum`,
  );
  return rows[0]?.sum ?? '';
}
