import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { providerAgeGroups } from './childcare-providers.tables.ts';
import type { MatchCriteria } from './provider-matching.ts';
import {
  boundingBox,
  chordSquaredLimit,
  earthRadiusKm,
  licensedProviderTypeIds,
  scheduleMaskOf,
  unitVectorOf,
} from './provider-matching.ts';

/**
 * The SQL of a match's conditions. Everything a match list reads sits on provider_age_groups
 * (the provider's location, type, name, CWELCC, childcare types and fees copied from the
 * provider, schedule_mask from the hours, by triggers), and provider_age_groups_match_idx holds
 * all of it: one range scan of (age_group_id, latitude, ...) in the box, index-only, yields the
 * matches of the child's age group without reading the tables.
 */
const g = providerAgeGroups;

const float = (value: number): SQL => sql`${value}::float8`;
export const intArray = (values: readonly number[]): SQL =>
  sql`${sql.param([...values])}::integer[]`;
export const uuidArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::uuid[]`;

/** Great-circle km from the child's point to the provider (haversine, `earthRadiusKm`). */
function haversineKm(criteria: MatchCriteria): SQL<number> {
  const lat = float(criteria.latitude);
  const lon = float(criteria.longitude);
  return sql<number>`(2 * ${float(earthRadiusKm)} * asin(least(1::float8, sqrt(
    power(sin(radians(${g.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${g.latitude}))
      * power(sin(radians(${g.longitude} - ${lon}) / 2), 2)))))`;
}

/**
 * The squared chord between the child's point and the provider's on the unit sphere, from the
 * provider's stored unit vector: six subtractions and multiplications, no trigonometry. It grows
 * with the great-circle distance, so it orders as the distance does.
 */
function chordSquared(criteria: MatchCriteria): SQL<number> {
  const child = unitVectorOf(criteria.latitude, criteria.longitude);
  const axis = (column: SQL, value: number): SQL => sql`(${column} - ${float(value)})`;
  const x = axis(sql`${g.unitX}`, child.x);
  const y = axis(sql`${g.unitY}`, child.y);
  const z = axis(sql`${g.unitZ}`, child.z);
  return sql<number>`(${x} * ${x} + ${y} * ${y} + ${z} * ${z})`;
}

/**
 * Great-circle km from the child's point to the provider, from the chord: the same distance as
 * the haversine (2R·asin(chord / 2)), at four calls a row instead of about twenty.
 */
export function distanceKm(criteria: MatchCriteria): SQL<number> {
  return sql<number>`(2 * ${float(earthRadiusKm)} * asin(least(1::float8, sqrt(${chordSquared(criteria)}) / 2)))`;
}

/**
 * Within the distance, exactly as the haversine decides: a chord clearly inside (or outside) the
 * limit decides alone; only a provider within a millionth of the limit, where the two roundings
 * could disagree, is decided by the haversine itself (OR and AND stop at the first answer).
 */
function withinDistance(criteria: MatchCriteria): SQL {
  const limit = chordSquaredLimit(criteria.distanceKm);
  const chord = chordSquared(criteria);
  return sql`(${chord} <= ${float(limit * (1 - 1e-6))}
    or (${chord} <= ${float(limit * (1 + 1e-6))} and ${haversineKm(criteria)} <= ${float(criteria.distanceKm)}))`;
}

/** A stated vacancy in the age group, available by the requested start date. */
export function vacancyByStartDate(criteria: MatchCriteria): SQL<boolean> {
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
  return sql`((${g.dailyFeeCents} is null and ${g.hourlyFeeCents} is null)
    or (${g.dailyFeeCents} is not null and ${within(sql`${g.dailyFeeCents}`, 'Daily')})
    or (${g.hourlyFeeCents} is not null and ${within(sql`${g.hourlyFeeCents}`, 'Hourly')}))`;
}

/** Hours stated (a mask): every chosen cell's bit must be set. Unstated hours never exclude. */
function scheduleCondition(criteria: MatchCriteria): SQL | undefined {
  const wanted = scheduleMaskOf(criteria.schedule);
  if (wanted === 0) return undefined;
  return sql`(${g.scheduleMask} is null or ${g.scheduleMask} & ${wanted}::integer = ${wanted}::integer)`;
}

/**
 * Every condition of a match, on provider_age_groups alone. The box
 * and the age group are the index's range; the distance is computed only inside the box.
 */
export function matchConditions(criteria: MatchCriteria): SQL[] {
  const box = boundingBox(criteria.latitude, criteria.longitude, criteria.distanceKm);
  const conditions: (SQL | undefined)[] = [
    sql`${g.ageGroupId} = ${criteria.ageGroupId}::integer`,
    sql`${g.latitude} between ${float(box.minLatitude)} and ${float(box.maxLatitude)}`,
    sql`${g.longitude} between ${float(box.minLongitude)} and ${float(box.maxLongitude)}`,
    withinDistance(criteria),
    criteria.providerTypeIds.length === 0
      ? undefined
      : sql`${g.providerTypeId} = any(${intArray(criteria.providerTypeIds)})`,
    sql`(${g.providerTypeId} <> all(${intArray(licensedProviderTypeIds)}) or ${g.licensedSpaces} is null or ${g.licensedSpaces} > 0)`,
    scheduleCondition(criteria),
    sql`${g.name} is not null`,
    criteria.childcareTypeIds.length === 0
      ? undefined
      : sql`(cardinality(${g.childcareTypeIds}) = 0 or ${g.childcareTypeIds} && ${intArray(criteria.childcareTypeIds)})`,
    feeCondition(criteria),
    criteria.inFrench === true ? sql`${g.inFrench}` : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}
