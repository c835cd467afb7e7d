// Who and what `npm run bench:city` measures on the seeded city: the centre with the most
// families (and its owner), a family with 30 requests and its child's ticket.
import type pg from 'pg';

export interface CityTargets {
  /** The provider with the most families in line (waiting or offered) that has an owner. */
  busiest: { providerId: string; ownerEmail: string; inLine: number; ageGroupId: number };
  /** A parent whose children's requests number `requests` (30 when the seed made one). */
  family: { parentId: string; email: string; requests: number; childId: string };
}

export async function findCityTargets(client: pg.ClientBase): Promise<CityTargets> {
  const { rows: busiest } = await client.query<{
    provider_id: string;
    email: string;
    in_line: number;
  }>(
    `select r.provider_id, u.email, count(*)::integer as in_line
     from childcare_requests r
       join childcare_providers p on p.id = r.provider_id
       join users u on u.id = p.owner_user_id
     where r.status in ('waiting', 'offered')
     group by r.provider_id, u.email order by in_line desc, r.provider_id limit 1`,
  );
  const provider = busiest[0];
  if (provider === undefined)
    throw new Error('no provider with an owner and a line: seed:city first');
  // The age group most of its line asks for: the filter the benchmark applies.
  const { rows: groups } = await client.query<{ age_group_id: number }>(
    `select age_group_id from offers where provider_id = $1
     group by age_group_id order by count(*) desc, age_group_id limit 1`,
    [provider.provider_id],
  );
  const { rows: families } = await client.query<{
    parent_id: string;
    email: string;
    requests: number;
    child_id: string;
  }>(
    `select c.parent_user_id as parent_id, u.email, count(*)::integer as requests,
       min(c.id::text) as child_id
     from childcare_requests r
       join waitlist_tickets t on t.id = r.ticket_id
       join children c on c.id = t.child_id
       join users u on u.id = c.parent_user_id
     group by c.parent_user_id, u.email
     order by abs(count(*) - 30), c.parent_user_id limit 1`,
  );
  const family = families[0];
  if (family === undefined) throw new Error('no family with requests: seed:city first');
  return {
    busiest: {
      providerId: provider.provider_id,
      ownerEmail: provider.email,
      inLine: provider.in_line,
      ageGroupId: groups[0]?.age_group_id ?? 3,
    },
    family: {
      parentId: family.parent_id,
      email: family.email,
      requests: family.requests,
      childId: family.child_id,
    },
  };
}
