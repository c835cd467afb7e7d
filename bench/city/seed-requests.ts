// The demand of `npm run seed:city`: each ticket's childcare requests, drawn from providers ranked
// by popularity (Zipf–Mandelbrot, plan.ts demandShape), so a few centres have thousands of families
// and most providers tens; their statuses and the priorities providers gave them.
import { defaultWaitlistPriorities } from '@kinderwait/contract';
import type { CityPlan } from './plan.ts';
import { demandShape } from './plan.ts';
import type { SeedStep } from './seed-people.ts';

/** Bits of a request's priority mask, in defaultWaitlistPriorities order. */
const weights = defaultWaitlistPriorities.map((entry) => entry.weight);
const weightOfMask = `(${weights
  .map(
    (weight, bit) => `case when mask & ${String(1 << bit)} <> 0 then ${String(weight)} else 0 end`,
  )
  .join(' + ')})`;

export function requestSteps(plan: CityPlan): SeedStep[] {
  const { seed, today } = plan;
  const k = (stream: string, n: string): string => `'${String(seed)}:${stream}:' || ${n}`;
  const noon = `'${today} 12:00:00-05'::timestamptz`;
  return [
    {
      label: 'providers ranked by demand',
      sql: [
        // Imported centres lead (a home takes a few children); within each, the hash decides.
        `create temp table city_demand as
         with ranked as (
           select id, loc_id, row_number() over (order by
             (case when loc_id is not null then 0 else 0.25 end)
               + pg_temp.u(${k('rank', 'coalesce(loc_id::text, id::text)')}), id) as rank
           from childcare_providers),
         weighted as (
           select id, loc_id, rank, power(rank + ${String(demandShape.q)}, -${String(demandShape.s)})::double precision as w
           from ranked)
         select id as provider_id, loc_id, rank,
           ((sum(w) over (order by rank) - w) / sum(w) over ())::double precision as lo
         from weighted`,
        `create index on city_demand (lo)`,
        `analyze city_demand`,
      ],
    },
    {
      label: 'childcare requests drawn',
      sql: [
        `create temp table city_requests as
         select distinct on (c.n, d.provider_id)
           c.n as child_n, j, d.provider_id, d.rank,
           pg_temp.id(${k('request', "c.n || ':' || j")}) as id,
           pg_temp.u(${k('state', "c.n || ':' || j")}) as su,
           pg_temp.u(${k('ticket-state', 'c.n')}) as tu,
           pg_temp.u(${k('mask', "c.n || ':' || j")}) as mu,
           least(${noon} - interval '1 hour', c.ticket_created
             + make_interval(secs => pg_temp.u(${k('joined', "c.n || ':' || j")}) * 86400 * 30))
             as joined_at
         from city_children c
           cross join generate_series(1, c.sends) j
           cross join lateral (
             select provider_id, rank from city_demand
             where lo <= pg_temp.u(${k('pick', "c.n || ':' || j")})
             order by lo desc limit 1) d
         order by c.n, d.provider_id, j`,
        // A ticket decides first: enrolled somewhere (its first request; the others paused), or
        // unconfirmed (all inactive); otherwise each request has its own state.
        `alter table city_requests add column status text, add column mask integer`,
        `update city_requests r set
           status = case
             when r.tu < 0.08 then case when r.j = f.first_j then 'enrolled' else 'paused' end
             when r.tu < 0.12 then 'inactive'
             when r.su < 0.86 then 'waiting'
             when r.su < 0.875 then 'offered'
             when r.su < 0.90 then 'declined'
             else 'withdrawn' end,
           mask = case
             when r.mu < 0.10 then 1 << floor(r.mu * 50)::integer % 5
             when r.mu < 0.13 then (1 << floor(r.mu * 70)::integer % 5) | (1 << floor(r.mu * 130)::integer % 5)
             else 0 end
         from (select child_n, min(j) as first_j from city_requests group by child_n) f
         where f.child_n = r.child_n`,
        `alter table city_requests add primary key (id)`,
        `create index on city_requests (child_n)`,
        `insert into childcare_requests (id, ticket_id, provider_id, status, sent_at, joined_at,
           withdrawn_at, withdraw_reason, priority_weight, requested_start_date, child_birth_date,
           updated_at)
         select r.id, c.ticket_id, r.provider_id, r.status, r.joined_at, r.joined_at,
           case when r.status = 'withdrawn' then r.joined_at + (${noon} - r.joined_at) * r.su end,
           case when r.status = 'withdrawn' and r.su < 0.95 then 'Found care elsewhere' end,
           ${weightOfMask}, c.start_date, c.date_of_birth, r.joined_at
         from city_requests r join city_children c on c.n = r.child_n
         order by r.child_n, r.j`,
      ],
    },
    {
      label: 'priorities',
      sql: [
        // The five starting categories of every provider, as a provider's first read seeds them.
        `insert into waitlist_priority_categories (id, provider_id, code, name, weight, created_at,
           updated_at)
         select pg_temp.id(${k('category', "d.rank || ':' || p.code")}), d.provider_id, p.code,
           p.name, p.weight, ${noon} - interval '400 days', ${noon} - interval '400 days'
         from city_demand d cross join (values ${defaultWaitlistPriorities
           .map((entry) => `('${entry.code}', '${entry.name}', ${String(entry.weight)})`)
           .join(', ')}) as p(code, name, weight)`,
        `insert into waitlist_request_priorities (request_id, category_id, created_at)
         select r.id, pg_temp.id(${k('category', "r.rank || ':' || p.code")}), r.joined_at
         from city_requests r cross join (values ${defaultWaitlistPriorities
           .map((entry, bit) => `('${entry.code}', ${String(1 << bit)})`)
           .join(', ')}) as p(code, bit)
         where r.mask & p.bit <> 0`,
        `insert into provider_waitlist_settings (provider_id, policy, auto_offer,
           offer_deadline_business_days, updated_at)
         select provider_id, null, pg_temp.u(${k('auto', 'rank')}) < 0.3,
           2 + floor(pg_temp.u(${k('deadline', 'rank')}) * 4)::integer, ${noon} - interval '100 days'
         from city_demand where pg_temp.u(${k('settings', 'rank')}) < 0.4`,
      ],
    },
  ];
}
