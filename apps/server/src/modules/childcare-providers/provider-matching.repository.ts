import type { HoursOfBusinessEntry } from '@kinderwait/contract';
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { childcareProviders, providerAgeGroups } from './childcare-providers.tables.ts';
import type {
  MatchCriteria,
  MatchListOptions,
  ProviderMatch,
  ProviderMatchPage,
  ProviderSummary,
} from './provider-matching.ts';
import {
  boundingBox,
  earthRadiusKm,
  licensedProviderTypeIds,
  providerTypeCodeOf,
  scheduleWindows,
} from './provider-matching.ts';

const p = childcareProviders;
const g = providerAgeGroups;

const float = (value: number): SQL => sql`${value}::float8`;
const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::integer[]`;
const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;
const uuidArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::uuid[]`;

/** Great-circle km from the child's point to the provider (haversine, `earthRadiusKm`). */
function distanceKm(criteria: MatchCriteria): SQL<number> {
  const lat = float(criteria.latitude);
  const lon = float(criteria.longitude);
  return sql<number>`(2 * ${float(earthRadiusKm)} * asin(least(1::float8, sqrt(
    power(sin(radians(${p.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${p.latitude}))
      * power(sin(radians(${p.longitude} - ${lon}) / 2), 2)))))`;
}

/** A stated vacancy in the age group, available by the requested start date. */
function vacancyByStartDate(criteria: MatchCriteria): SQL<boolean> {
  return sql<boolean>`coalesce(${g.availableSpaces} > 0 and (${g.availableStartDate} is null or ${g.availableStartDate} <= ${criteria.requestedStartDate}::date), false)`;
}

function feeCondition(criteria: MatchCriteria): SQL | undefined {
  if (criteria.feeBrackets.length === 0) return undefined;
  const within = (fee: SQL, option: 'Daily' | 'Hourly'): SQL => {
    const brackets = criteria.feeBrackets
      .filter((bracket) => bracket.paymentOption === option)
      .map((bracket) =>
        bracket.maxCents === null
          ? sql`${fee} >= ${bracket.minCents}::integer`
          : sql`${fee} between ${bracket.minCents}::integer and ${bracket.maxCents}::integer`,
      );
    return brackets.length === 0 ? sql`false` : sql`(${sql.join(brackets, sql` or `)})`;
  };
  // No fee stated: never excluded. A stated fee must fall in a chosen bracket of its option.
  return sql`((${p.dailyFeeCents} is null and ${p.hourlyFeeCents} is null)
    or (${p.dailyFeeCents} is not null and ${within(sql`${p.dailyFeeCents}`, 'Daily')})
    or (${p.hourlyFeeCents} is not null and ${within(sql`${p.hourlyFeeCents}`, 'Hourly')}))`;
}

function scheduleCondition(criteria: MatchCriteria): SQL | undefined {
  if (criteria.schedule.length === 0) return undefined;
  const windows = scheduleWindows(criteria.schedule);
  // Hours stated: every chosen cell needs an opening period of that day overlapping its window
  // (HH:mm compared as C-collated text, which orders them as times).
  return sql`(jsonb_array_length(${g.hoursOfBusiness}) = 0 or not exists (
    select 1 from unnest(
      ${intArray(windows.map((w) => w.day))},
      ${textArray(windows.map((w) => w.from))}, ${textArray(windows.map((w) => w.to))},
      ${textArray(windows.map((w) => w.from2))}, ${textArray(windows.map((w) => w.to2))}
    ) as slot (day, from1, to1, from2, to2)
    where not exists (
      select 1 from jsonb_array_elements(${g.hoursOfBusiness}) as hours (entry)
      where (hours.entry ->> 'day')::integer = slot.day
        and (((hours.entry ->> 'timeStart') < slot.to1 collate "C" and slot.from1 < (hours.entry ->> 'timeEnd') collate "C")
          or ((hours.entry ->> 'timeStart') < slot.to2 collate "C" and slot.from2 < (hours.entry ->> 'timeEnd') collate "C")))))`;
}

/**
 * Every condition of a match. The box conditions sit directly on childcare_providers.latitude
 * and longitude, so PostgreSQL scans the (latitude, longitude) btree
 * (childcare_providers_location_idx) for the box and computes the exact haversine distance only
 * for the rows inside it; the age group is a primary-key lookup in provider_age_groups.
 */
function matchConditions(criteria: MatchCriteria, distance: SQL<number>): SQL[] {
  const box = boundingBox(criteria.latitude, criteria.longitude, criteria.distanceKm);
  const conditions: (SQL | undefined)[] = [
    gte(p.latitude, box.minLatitude),
    lte(p.latitude, box.maxLatitude),
    gte(p.longitude, box.minLongitude),
    lte(p.longitude, box.maxLongitude),
    sql`${distance} <= ${float(criteria.distanceKm)}`,
    isNotNull(p.name),
    criteria.providerTypeIds.length === 0
      ? undefined
      : sql`${p.providerTypeId} = any(${intArray(criteria.providerTypeIds)})`,
    sql`(${p.providerTypeId} <> all(${intArray(licensedProviderTypeIds)}) or ${g.licensedSpaces} is null or ${g.licensedSpaces} > 0)`,
    criteria.childcareTypeIds.length === 0
      ? undefined
      : sql`(cardinality(${p.childcareTypeIds}) = 0 or ${p.childcareTypeIds} && ${intArray(criteria.childcareTypeIds)})`,
    feeCondition(criteria),
    scheduleCondition(criteria),
  ];
  return conditions.filter((condition) => condition !== undefined);
}

const ageGroupJoin = (criteria: MatchCriteria): SQL | undefined =>
  and(eq(g.providerId, p.id), eq(g.ageGroupId, criteria.ageGroupId));

/** How many providers match (the wizard's running count). */
export async function countMatches(db: Database, criteria: MatchCriteria): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(p)
    .innerJoin(g, ageGroupJoin(criteria))
    .where(and(...matchConditions(criteria, distanceKm(criteria))));
  return row?.total ?? 0;
}

/**
 * One page of matches in the asked order, and how many there are in all. One statement: the
 * total is a window count over the same rows (a page past the end counts again).
 *
 * EXPLAIN (ANALYZE) of it on PostgreSQL (100k providers): a Bitmap Index Scan (or Index Scan)
 * on childcare_providers_location_idx with the whole box as Index Cond, the haversine, name and
 * type as the heap Filter, then per provider in the box an Index Scan of
 * provider_age_groups_provider_id_age_group_id_pk (provider_id, age_group_id); Sort on the asked
 * order, WindowAgg for the total, Limit. The age-group lookups dominate in dense areas.
 */
export async function listMatches(
  db: Database,
  criteria: MatchCriteria,
  options: MatchListOptions,
): Promise<ProviderMatchPage> {
  const distance = distanceKm(criteria);
  const vacancy = vacancyByStartDate(criteria);
  const liked = sql<boolean>`(${p.id} = any(${uuidArray(options.likedProviderIds)}))`;
  const conditions = matchConditions(criteria, distance);
  if (options.withVacancy) conditions.push(vacancy);
  if (options.cwelcc) conditions.push(eq(p.cwelcc, true));
  if (options.onlyLiked) conditions.push(liked);
  if (options.providerIds !== undefined) conditions.push(inArray(p.id, [...options.providerIds]));

  const order: Record<MatchListOptions['sort'], SQL[]> = {
    recommended: [sql`liked desc`, sql`vacancy desc`, sql`distance_km asc`, asc(p.id)],
    distance: [sql`distance_km asc`, asc(p.id)],
    name: [sql`lower(${p.name}) asc`, asc(p.name), asc(p.id)],
  };
  const where = and(...conditions);
  const rows = await db
    .select({
      id: p.id,
      name: p.name,
      providerTypeId: p.providerTypeId,
      latitude: p.latitude,
      longitude: p.longitude,
      address: p.address,
      postalCode: p.postalCode,
      phone: p.phone,
      website: p.website,
      locId: p.locId,
      ownerUserId: p.ownerUserId,
      cwelcc: p.cwelcc,
      subsidy: p.subsidy,
      languages: p.languages,
      childcareTypeIds: p.childcareTypeIds,
      dailyFeeCents: p.dailyFeeCents,
      hourlyFeeCents: p.hourlyFeeCents,
      licensedSpaces: g.licensedSpaces,
      availableSpaces: g.availableSpaces,
      availableStartDate: g.availableStartDate,
      hoursOfBusiness: g.hoursOfBusiness,
      distanceKm: sql<number>`${distance}::float8`.as('distance_km'),
      vacancy: sql<boolean>`${vacancy}`.as('vacancy'),
      liked: sql<boolean>`${liked}`.as('liked'),
      total: sql<number>`(count(*) over ())::integer`.as('total'),
    })
    .from(p)
    .innerJoin(g, ageGroupJoin(criteria))
    .where(where)
    .orderBy(...order[options.sort])
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);

  const total = rows[0]?.total ?? (options.page > 1 ? await countWhere(db, criteria, where) : 0);
  const items = rows.flatMap((row): ProviderMatch[] => {
    if (row.name === null || row.latitude === null || row.longitude === null) return [];
    const type = providerTypeCodeOf(row.providerTypeId);
    const notStated: ProviderMatch['notStated'] = [];
    if (row.childcareTypeIds.length === 0) notStated.push('childcareTypes');
    if (row.dailyFeeCents === null && row.hourlyFeeCents === null) notStated.push('fees');
    if (row.hoursOfBusiness.length === 0) notStated.push('hours');
    if (row.languages.length === 0) notStated.push('languages');
    if (row.availableSpaces === null) notStated.push('vacancies');
    return [
      {
        id: row.id,
        name: row.name,
        providerTypeId: row.providerTypeId,
        type,
        licensed: licensedProviderTypeIds.includes(row.providerTypeId),
        distanceKm: Math.round(row.distanceKm * 1000) / 1000,
        latitude: row.latitude,
        longitude: row.longitude,
        address: row.address,
        postalCode: row.postalCode,
        phone: row.phone,
        website: row.website,
        locId: row.locId,
        claimed: row.ownerUserId !== null,
        cwelcc: row.cwelcc,
        subsidy: row.subsidy,
        languages: row.languages,
        childcareTypeIds: row.childcareTypeIds,
        dailyFeeCents: row.dailyFeeCents,
        hourlyFeeCents: row.hourlyFeeCents,
        ageGroup: {
          id: criteria.ageGroupId,
          licensedSpaces: row.licensedSpaces,
          availableSpaces: row.availableSpaces,
          availableStartDate: row.availableStartDate,
          hoursOfBusiness: row.hoursOfBusiness.map(
            ({ day, timeStart, timeEnd }): HoursOfBusinessEntry => ({ day, timeStart, timeEnd }),
          ),
        },
        vacancyByStartDate: row.vacancy,
        liked: row.liked,
        notStated,
      },
    ];
  });
  return { items, total };
}

async function countWhere(
  db: Database,
  criteria: MatchCriteria,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(p)
    .innerJoin(g, ageGroupJoin(criteria))
    .where(where);
  return row?.total ?? 0;
}

/** The providers among `ids` that exist, with what requests and favourites show of them. */
export async function findProviderSummaries(
  db: Database,
  ids: readonly string[],
): Promise<ProviderSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: p.id,
      name: p.name,
      providerTypeId: p.providerTypeId,
      ownerUserId: p.ownerUserId,
    })
    .from(p)
    .where(inArray(p.id, [...ids]));
  return rows.map((row) => ({
    id: row.id,
    // A profile started from scratch may not be named yet (it never matches, so it has no requests).
    name: row.name ?? '',
    providerTypeId: row.providerTypeId,
    type: providerTypeCodeOf(row.providerTypeId),
    claimed: row.ownerUserId !== null,
  }));
}
