import { isApproximateLocation } from '@kinderwait/contract';
import type { HoursOfBusinessEntry, MatchSort } from '@kinderwait/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { childcareProviders, providerAgeGroups } from './childcare-providers.tables.ts';
import {
  distanceKm,
  matchConditions,
  uuidArray,
  vacancyByStartDate,
} from './provider-matching-conditions.ts';
import type {
  MatchCriteria,
  MatchListOptions,
  ProviderFacts,
  ProviderSummary,
} from './provider-matching.ts';
import { providerTypeCodeOf } from './provider-matching.ts';

const p = childcareProviders;
const g = providerAgeGroups;

/** A match as ordering and filtering need it (the narrow first phase of a list). */
export interface MatchRank {
  id: string;
  /** Unrounded, as the order compares it. */
  distanceKm: number;
  vacancy: boolean;
  cwelcc: boolean;
  /** Gives care in French (the matches screen's quick filter). */
  inFrench: boolean;
}

/** The match's conditions, and being among `providerIds` when given. */
function conditionsOf(criteria: MatchCriteria, providerIds?: readonly string[]): SQL | undefined {
  const conditions = matchConditions(criteria);
  if (providerIds !== undefined) {
    conditions.push(sql`${g.providerId} = any(${uuidArray(providerIds)})`);
  }
  return and(...conditions);
}

/**
 * Every match of the criteria (or of those among `providerIds`), narrow: what the orders and
 * filters read, from provider_age_groups alone. EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL with
 * 100k providers: an Index Only Scan of provider_age_groups_match_idx (named providers only)
 * with the age group and the box as Index Cond and the chord (the haversine at the very edge),
 * type, licence, schedule, childcare types and fees as Filter, no heap fetch once the table is
 * vacuumed. No order: the list orders them in memory.
 */
export async function findMatchRanks(
  db: Database,
  criteria: MatchCriteria,
  providerIds?: readonly string[],
): Promise<MatchRank[]> {
  return db
    .select({
      id: g.providerId,
      distanceKm: sql<number>`${distanceKm(criteria)}::float8`,
      vacancy: sql<boolean>`${vacancyByStartDate(criteria)}`,
      cwelcc: g.cwelcc,
      inFrench: g.inFrench,
    })
    .from(g)
    .where(conditionsOf(criteria, providerIds));
}

/**
 * The ids of every match of the criteria in lower(name), name, id order (the database's
 * collation), for a list sorted by name: the same index-only scan, then a sort.
 */
export async function findMatchNameOrder(
  db: Database,
  criteria: MatchCriteria,
  providerIds?: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: g.providerId })
    .from(g)
    .where(conditionsOf(criteria, providerIds))
    .orderBy(sql`lower(${g.name})`, g.name, g.providerId);
  return rows.map((row) => row.id);
}

/** A page of matches asked of the database, in the list's order and with its filters. */
export type MatchPageQuery = Omit<MatchListOptions, 'providerIds'>;

/**
 * One page of the matches, ordered, filtered and counted by the database: what a list not
 * remembered yet needs, without carrying every match to the API (a few thousand rows downtown).
 * The orders are provider-matching-list.ts's, written in SQL: recommended (liked first, a
 * vacancy by the start date, distance, id), distance (distance, id), name (lower(name), name,
 * id). `total` is undefined for a page past the end (no row carries the count).
 */
export async function findMatchPage(
  db: Database,
  criteria: MatchCriteria,
  query: MatchPageQuery,
): Promise<{ ranks: MatchRank[]; total: number | undefined }> {
  const vacancy = vacancyByStartDate(criteria);
  const liked = uuidArray(query.likedProviderIds);
  const conditions = matchConditions(criteria);
  if (query.withVacancy) conditions.push(vacancy);
  if (query.cwelcc) conditions.push(sql`${g.cwelcc}`);
  if (query.inFrench === true) conditions.push(sql`${g.inFrench}`);
  if (query.onlyLiked) conditions.push(sql`${g.providerId} = any(${liked})`);
  // Output columns by name, so the order reuses the distance and vacancy computed once a row.
  const byDistance = [sql`${sql.identifier('distance_km')}`, sql`${g.providerId}`];
  const orders: Record<MatchSort, SQL[]> = {
    recommended: [
      ...(query.likedProviderIds.length === 0 ? [] : [sql`${g.providerId} = any(${liked}) desc`]),
      sql`${sql.identifier('vacancy')} desc`,
      ...byDistance,
    ],
    distance: byDistance,
    name: [sql`lower(${g.name})`, sql`${g.name}`, sql`${g.providerId}`],
  };
  const rows = await db
    .select({
      id: g.providerId,
      distanceKm: sql<number>`${distanceKm(criteria)}::float8`.as('distance_km'),
      vacancy: sql<boolean>`${vacancy}`.as('vacancy'),
      cwelcc: g.cwelcc,
      inFrench: g.inFrench,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(g)
    .where(and(...conditions))
    .orderBy(...orders[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    ranks: rows.map(({ total: _total, ...rank }) => rank),
    total: rows[0]?.total,
  };
}

/** How many providers match the criteria, counted by the database. */
export async function countMatchesOf(db: Database, criteria: MatchCriteria): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(g)
    .where(and(...matchConditions(criteria)));
  return row?.count ?? 0;
}

/** What a match shows of its provider and age group (the second phase, one page of ids). */
export interface MatchDetails extends ProviderFacts {
  licensedSpaces: number | null;
  availableSpaces: number | null;
  availableStartDate: string | null;
  hoursOfBusiness: HoursOfBusinessEntry[];
}

/** The details of the providers among `ids` in the age group (any order). */
export async function findMatchDetails(
  db: Database,
  ageGroupId: number,
  ids: readonly string[],
): Promise<MatchDetails[]> {
  if (ids.length === 0) return [];
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
      locationSource: p.locationSource,
      licensedSpaces: g.licensedSpaces,
      availableSpaces: g.availableSpaces,
      availableStartDate: g.availableStartDate,
      hoursOfBusiness: g.hoursOfBusiness,
    })
    .from(p)
    .innerJoin(g, and(eq(g.providerId, p.id), eq(g.ageGroupId, ageGroupId)))
    .where(sql`${p.id} = any(${uuidArray(ids)})`);
  return rows.flatMap(({ ownerUserId, name, latitude, longitude, locationSource, ...row }) =>
    // Matches are named and located; a row changed since the first phase is left out.
    name === null || latitude === null || longitude === null
      ? []
      : [
          {
            ...row,
            name,
            latitude,
            longitude,
            claimed: ownerUserId !== null,
            locationApproximate: isApproximateLocation(locationSource),
            hoursOfBusiness: row.hoursOfBusiness.map(
              ({ day, timeStart, timeEnd }): HoursOfBusinessEntry => ({ day, timeStart, timeEnd }),
            ),
          },
        ],
  );
}

/** The providers among `ids` that exist, with what requests and favourites show of them. */
/** The owning user of each of these providers that has one (imported, unclaimed ones have none). */
export async function findProviderOwners(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: p.id, ownerUserId: p.ownerUserId })
    .from(p)
    .where(inArray(p.id, [...ids]));
  return new Map(
    rows.flatMap((row) => (row.ownerUserId === null ? [] : [[row.id, row.ownerUserId] as const])),
  );
}

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
