// The families of `npm run seed:city`: parents, their children and the children's tickets, made
// by set-based INSERT ... SELECT generate_series in PostgreSQL itself (no row crosses the wire).
// Every value comes from pg_temp.u(key), a hash of the seed and the row's key, so a seed gives the
// same rows on any run.
import type { CityPlan } from './plan.ts';

const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Isabella',
  'Levi',
  'Mia',
  'Mateo',
  'Aarav',
  'Zara',
  'Wei',
  'Priya',
  'Yusuf',
  'Chloe',
  'Arjun',
  'Leila',
  'Jun',
  'Fatima',
  'Diego',
  'Nia',
  'Hiro',
  'Ananya',
  'Omar',
  'Grace',
];
const lastNames = [
  'Smith',
  'Brown',
  'Tremblay',
  'Martin',
  'Roy',
  'Wilson',
  'Macdonald',
  'Gagnon',
  'Johnson',
  'Taylor',
  'Singh',
  'Patel',
  'Li',
  'Wang',
  'Chen',
  'Nguyen',
  'Khan',
  'Ali',
  'Santos',
  'Silva',
  'Kim',
  'Park',
  'Lee',
  'Cohen',
  'Rossi',
  'Costa',
  'Ahmed',
  'Hassan',
  'Campbell',
  'Anderson',
];

const list = (values: readonly string[]): string =>
  `array[${values.map((value) => `'${value}'`).join(', ')}]`;

/** A pick from `values` by the hash of `key` (an SQL text expression). */
export const pickSql = (values: readonly string[], key: string): string =>
  `(${list(values)})[1 + floor(pg_temp.u(${key}) * ${String(values.length)})::integer]`;

/** The helpers every step uses: a uniform [0, 1) and a uuid, both from a text key. */
export const helperFunctions = [
  `create or replace function pg_temp.u(key text) returns double precision
     language sql immutable parallel safe
     as $$ select ('x' || substr(md5(key), 1, 12))::bit(48)::bigint / 281474976710656.0 $$`,
  // A version-4 layout (the version and variant digits set) so z.uuid() accepts the ids.
  `create or replace function pg_temp.id(key text) returns uuid
     language sql immutable parallel safe
     as $$ select (substr(h, 1, 12) || '4' || substr(h, 14, 3)
       || substr('89ab', get_byte(decode(substr(h, 17, 2), 'hex'), 0) % 4 + 1, 1)
       || substr(h, 18, 15))::uuid from (select md5(key) as h) x $$`,
];

export interface SeedStep {
  label: string;
  sql: string[];
}

/** Parents (the Parent role), children with their own location, and one ticket per child. */
export function peopleSteps(plan: CityPlan): SeedStep[] {
  const { seed, families, children, today } = plan;
  const k = (stream: string, n: string): string => `'${String(seed)}:${stream}:' || ${n}`;
  const noon = `'${today} 12:00:00-05'::timestamptz`;
  // The extra children (beyond one a family) go to every few families, spread over the city.
  const extra = Math.max(1, children - families);
  const step = Math.max(1, Math.floor(families / extra));
  return [
    {
      label: `${String(families)} parents`,
      sql: [
        `insert into users (id, email, email_verified_at, first_name, last_name, phone_number,
           created_at, updated_at)
         select pg_temp.id(${k('parent', 'n')}), 'parent-' || n || '@city.example', created,
           ${pickSql(firstNames, k('parent-first', 'n'))}, ${pickSql(lastNames, k('last', 'n'))},
           case when pg_temp.u(${k('phone', 'n')}) < 0.6 then '+1416' || lpad(n::text, 7, '0') end,
           created, created
         from generate_series(1, ${String(families)}) n,
           lateral (select ${noon} - make_interval(secs => pg_temp.u(${k('joined', 'n')}) * 86400 * 900)
             as created) c`,
        `insert into user_roles (user_id, role_id, created_at)
         select pg_temp.id(${k('parent', 'n')}), 2, ${noon}
         from generate_series(1, ${String(families)}) n`,
      ],
    },
    {
      label: `${String(children)} children and their tickets`,
      sql: [
        `create temp table city_children as
         select n, pg_temp.id(${k('child', 'n')}) as id, parent_n,
           pg_temp.id(${k('parent', 'parent_n')}) as parent_id,
           ${pickSql(firstNames, k('child-first', 'n'))} as first_name,
           ${pickSql(lastNames, k('last', 'parent_n'))} as last_name,
           ('${today}'::date - floor(pg_temp.u(${k('birth', 'n')}) * 1800)::integer) as date_of_birth,
           pg_temp.id(${k('ticket', 'n')}) as ticket_id,
           ${noon} - make_interval(secs => pg_temp.u(${k('ticket-made', 'n')}) * 86400 * 700)
             as ticket_created,
           ('${today}'::date + floor(pg_temp.u(${k('start', 'n')}) * 365)::integer) as start_date,
           -- Requests a ticket sends: mostly a handful, a long tail up to 30.
           least(30, 1 + floor(-ln(1 - pg_temp.u(${k('sends', 'n')})) * 6.3))::integer as sends
         from (select n, case when n <= ${String(families)} then n
                 else 1 + ((n - ${String(families)} - 1) * ${String(step)}) % ${String(families)} end
                 as parent_n
               from generate_series(1, ${String(children)}) n) c`,
        `alter table city_children add primary key (n)`,
        `insert into children (id, parent_user_id, first_name, last_name, date_of_birth, languages,
           location_address, latitude, longitude, location_source, created_at, updated_at)
         select id, parent_id, first_name, last_name, date_of_birth, '{en}',
           n || ' Seed Street, Toronto, ON',
           43.63 + pg_temp.u(${k('lat', 'n')}) * 0.20, -79.55 + pg_temp.u(${k('lon', 'n')}) * 0.33,
           case when pg_temp.u(${k('pin', 'n')}) < 0.85 then 'pin' else 'postal-code-centroid' end,
           ticket_created, ticket_created
         from city_children order by n`,
        `insert into waitlist_tickets (id, child_id, distance_km, provider_type_ids,
           childcare_type_ids, school_plan_ids, fee_bracket_ids, requested_start_date,
           schedule_availability, created_at, updated_at)
         select ticket_id, id, 2 + floor(pg_temp.u(${k('distance', 'n')}) * 18),
           (select array_agg(id order by id) from provider_types),
           (select array_agg(id order by id) from (select id from childcare_types order by id limit 2) t),
           '{}', '{}', start_date, '[]'::jsonb, ticket_created, ticket_created
         from city_children order by n`,
      ],
    },
  ];
}
