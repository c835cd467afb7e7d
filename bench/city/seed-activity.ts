// What happened on the seeded waitlists (`npm run seed:city`): the owners of the busiest centres
// and of the generated homes (each with its role), offers in every state, the notices they and
// openings wrote, the providers' assistant conversations and the families' payments.
import type { CityPlan } from './plan.ts';
import type { SeedStep } from './seed-people.ts';

/** Imported centres claimed by an owner (the busiest ones): the bench signs in as these. */
export const claimedCentres = 25;

// A child's age group at a date, by months of age (the catalogue's bands).
const ageGroupAt = (dob: string, on: string): string =>
  `case when (${on} - ${dob}) < 548 then 1 when (${on} - ${dob}) < 913 then 2
     when (${on} - ${dob}) < 1461 then 3 when (${on} - ${dob}) < 2190 then 4 else 5 end`;

export function activitySteps(plan: CityPlan): SeedStep[] {
  const { seed, today } = plan;
  const k = (stream: string, n: string): string => `'${String(seed)}:${stream}:' || ${n}`;
  const noon = `'${today} 12:00:00-05'::timestamptz`;
  return [
    {
      label: 'owners and roles',
      sql: [
        `insert into users (id, email, email_verified_at, first_name, last_name, created_at, updated_at)
         select pg_temp.id(${k('centre-owner', 'rank')}), 'centre-owner-' || rank || '@city.example',
           ${noon} - interval '500 days', 'Director', 'of centre ' || rank,
           ${noon} - interval '500 days', ${noon} - interval '500 days'
         from city_demand where loc_id is not null order by rank limit ${String(claimedCentres)}`,
        `update childcare_providers p set owner_user_id = pg_temp.id(${k('centre-owner', 'd.rank')})
         from (select provider_id, rank from city_demand where loc_id is not null
               order by rank limit ${String(claimedCentres)}) d
         where p.id = d.provider_id`,
        // The role that runs each kind of provider: Licenced, Unlicenced or BabySitter.
        `insert into user_roles (user_id, role_id, created_at)
         select owner_user_id, case provider_type_id when 1 then 3 when 2 then 3 when 3 then 4 else 5 end,
           ${noon} - interval '500 days'
         from childcare_providers where owner_user_id is not null
         on conflict do nothing`,
      ],
    },
    {
      label: 'offers',
      sql: [
        // Offered: open; enrolled: accepted; declined: declined. Some waiting families had an
        // offer expire or be withdrawn before (they kept their place).
        `create temp table city_offers as
         select r.id as request_id, r.provider_id, r.child_n, c.id as child_id, c.first_name,
           c.parent_id, p.name as provider_name, p.owner_user_id,
           ${ageGroupAt('c.date_of_birth', `greatest(c.start_date, '${today}'::date)`)} as age_group_id,
           greatest(c.start_date, '${today}'::date) as start_date,
           case r.status when 'offered' then 'open' when 'enrolled' then 'accepted'
             when 'declined' then 'declined'
             else case when r.su < 0.03 then 'expired' else 'withdrawn' end end as status,
           case when r.status = 'offered' then ${noon} - make_interval(secs => r.mu * 86400 * 2)
             else r.joined_at + (${noon} - r.joined_at) * 0.5 end as created_at,
           pg_temp.id(${k('offer', 'r.id::text')}) as id
         from city_requests r
           join city_children c on c.n = r.child_n
           join childcare_providers p on p.id = r.provider_id
         where r.status in ('offered', 'enrolled', 'declined')
           or (r.status = 'waiting' and r.su < 0.04)`,
        `insert into offers (id, provider_id, request_id, age_group_id, start_date, deadline_at,
           status, auto_offered, offered_by_user_id, link_token_hash, link_used_at,
           paused_request_ids, created_at, updated_at, closed_at)
         select o.id, o.provider_id, o.request_id, o.age_group_id, o.start_date,
           o.created_at + interval '3 days', o.status,
           o.status <> 'open' and pg_temp.u(${k('auto-offer', 'o.id::text')}) < 0.2,
           o.owner_user_id, encode(sha256(convert_to(${k('link', 'o.id::text')}, 'UTF8')), 'hex'),
           case when o.status in ('accepted', 'declined') then o.created_at + interval '1 day' end,
           case when o.status = 'accepted' then coalesce((select array_agg(r.id order by r.id)
             from city_requests r where r.child_n = o.child_n and r.status = 'paused'), '{}')
             else '{}' end,
           o.created_at,
           case when o.status = 'open' then o.created_at else o.created_at + interval '1 day' end,
           case when o.status = 'open' then null
             when o.status = 'expired' then o.created_at + interval '3 days'
             else o.created_at + interval '1 day' end
         from city_offers o order by o.id`,
      ],
    },
    {
      label: 'notices',
      sql: [
        `insert into notices (id, user_id, kind, data, dedupe_key, created_at, read_at)
         select pg_temp.id(${k('offer-notice', 'o.id::text')}), o.parent_id, 'offer_made',
           jsonb_build_object('providerId', o.provider_id, 'providerName', coalesce(o.provider_name, ''),
             'childId', o.child_id, 'childFirstName', o.first_name, 'offerId', o.id,
             'ageGroupName', g.name, 'startDate', o.start_date::text,
             'deadlineAt', to_char((o.created_at + interval '3 days') at time zone 'UTC',
               'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
           'offer_made:' || o.id, o.created_at,
           case when o.status <> 'open' then o.created_at + interval '2 hours' end
         from city_offers o join age_groups g on g.id = o.age_group_id order by o.id`,
        // Openings told a share of the waiting families.
        `insert into notices (id, user_id, kind, data, dedupe_key, created_at, read_at)
         select pg_temp.id(${k('opening-notice', 'r.id::text')}), c.parent_id, 'availability_opened',
           jsonb_build_object('providerId', r.provider_id, 'providerName', coalesce(p.name, ''),
             'childId', c.id, 'childFirstName', c.first_name, 'ageGroupId', g.id,
             'ageGroupName', g.name),
           'availability_opened:' || r.id, ${noon} - make_interval(secs => r.su * 86400 * 60),
           case when r.mu < 0.7 then ${noon} - make_interval(secs => r.su * 86400 * 30) end
         from city_requests r
           join city_children c on c.n = r.child_n
           join childcare_providers p on p.id = r.provider_id
           join age_groups g on g.id = ${ageGroupAt('c.date_of_birth', `greatest(c.start_date, '${today}'::date)`)}
         where r.status = 'waiting' and r.mu >= 0.85
         order by r.id`,
      ],
    },
    {
      label: 'conversations and payments',
      sql: [
        `insert into conversations (id, user_id, feature, name_suffix, created_at, updated_at)
         select pg_temp.id(${k('conversation', 'owner_user_id::text')}), owner_user_id, 'broadcast', '',
           ${noon} - interval '30 days', ${noon} - interval '30 days'
         from childcare_providers where owner_user_id is not null
           and pg_temp.u(${k('chats', 'owner_user_id::text')}) < 0.5`,
        `insert into conversation_messages (conversation_id, role, content, created_at)
         select c.id, case when m % 2 = 1 then 'user' else 'assistant' end,
           case when m % 2 = 1 then 'Help me write a spot broadcast for toddlers.'
             else 'Here is a draft for your broadcast.' end,
           c.created_at + make_interval(secs => m * 30)
         from conversations c cross join generate_series(1, 4) m
         order by c.id, m`,
        // KinderWait Plus, paid by a share of the families (the sandbox processor).
        `create temp table city_payments as
         select n, pg_temp.id(${k('parent', 'n')}) as user_id, pg_temp.id(${k('checkout', 'n')}) as id,
           ${noon} - make_interval(secs => pg_temp.u(${k('paid', 'n')}) * 86400 * 25) as paid_at,
           pr.unit_amount, pr.name, pr.code, pr.currency
         from generate_series(1, ${String(plan.families)}) n
           cross join (select * from products where code = 'kinderwait-plus') pr
         where pg_temp.u(${k('plus', 'n')}) < 0.05`,
        `insert into checkout_sessions (id, user_id, origin, role_code, provider, provider_session_id,
           payment_mode, status, currency, subtotal_amount, tax_amount, total_amount, plan_code,
           paid_at, created_at, updated_at)
         select id, user_id, 'https://kinderwait.example', 'Parent', 'sandbox', 'cs_city_' || n,
           'subscription', 'paid', currency, unit_amount, round(unit_amount * 0.13)::integer,
           unit_amount + round(unit_amount * 0.13)::integer, code, paid_at, paid_at, paid_at
         from city_payments order by n`,
        `insert into checkout_session_lines (id, session_id, position, product_code, name, quantity,
           unit_amount, subtotal_amount, tax_amount, total_amount)
         select pg_temp.id(${k('checkout-line', 'n')}), id, 1, code, name, 1, unit_amount, unit_amount,
           round(unit_amount * 0.13)::integer, unit_amount + round(unit_amount * 0.13)::integer
         from city_payments order by n`,
        `insert into subscriptions (id, user_id, product_code, name, status, provider,
           provider_subscription_id, checkout_session_id, current_period_start, current_period_end,
           created_at, updated_at)
         select pg_temp.id(${k('subscription', 'n')}), user_id, code, name, 'active', 'sandbox',
           'sub_city_' || n, id, paid_at, paid_at + interval '1 month', paid_at, paid_at
         from city_payments order by n`,
      ],
    },
  ];
}
