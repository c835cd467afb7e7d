import type { Listing } from '@kinderwait/contract';
import { providerTypeIds } from '@kinderwait/contract';
import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  childcareProviders,
  dataImports,
  providerAgeGroups,
} from './childcare-providers.tables.ts';

/** One imported centre as written: its columns and the hash of its source row. */
export interface LicensedCentreRow {
  locId: number;
  name: string;
  auspice: string | null;
  address: string | null;
  postalCode: string | null;
  ward: number | null;
  phone: string | null;
  buildingType: string | null;
  buildingName: string | null;
  latitude: number | null;
  longitude: number | null;
  subsidy: boolean;
  cwelcc: boolean;
  importHash: string;
}

/** The new value of an upsert (`excluded.<column>`). */
function excluded(column: string): SQL {
  return sql.raw(`excluded."${column}"`);
}

/** The new value unless the listing has an owner, who manages this field from then on. */
function unlessClaimed(column: string): SQL {
  return sql.raw(
    `case when "childcare_providers"."owner_user_id" is null then excluded."${column}" else "childcare_providers"."${column}" end`,
  );
}

/**
 * Inserts new centres and updates those whose source row changed (by `importHash`); an
 * unchanged row is not written at all. Returns the centres inserted or updated.
 */
export async function upsertLicensedCentres(
  db: Database,
  rows: readonly LicensedCentreRow[],
): Promise<{ id: string; locId: number; inserted: boolean }[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(childcareProviders)
    .values(rows.map((row) => ({ ...row, providerTypeId: providerTypeIds['licensed-centre'] })))
    .onConflictDoUpdate({
      target: childcareProviders.locId,
      set: {
        name: unlessClaimed('name'),
        address: unlessClaimed('address'),
        postalCode: unlessClaimed('postal_code'),
        phone: unlessClaimed('phone'),
        latitude: unlessClaimed('latitude'),
        longitude: unlessClaimed('longitude'),
        auspice: excluded('auspice'),
        ward: excluded('ward'),
        buildingType: excluded('building_type'),
        buildingName: excluded('building_name'),
        subsidy: excluded('subsidy'),
        cwelcc: excluded('cwelcc'),
        importHash: excluded('import_hash'),
        updatedAt: sql`now()`,
      },
      setWhere: sql`"childcare_providers"."import_hash" is distinct from excluded."import_hash"`,
    })
    .returning({
      id: childcareProviders.id,
      locId: childcareProviders.locId,
      // xmax is 0 on a freshly inserted row version, set on one an update replaced.
      inserted: sql<boolean>`(xmax = 0)`,
    });
  return written.flatMap((row) => (row.locId === null ? [] : [{ ...row, locId: row.locId }]));
}

/** Licensed spaces of one provider in one age group. */
export interface LicensedSpacesRow {
  providerId: string;
  ageGroupId: number;
  licensedSpaces: number;
}

/**
 * Upserts licensed spaces (a changed count is updated, an unchanged one not written) and
 * removes the `removed` provider/age-group pairs. Vacancies, start dates and hours an owner
 * stated stay as they are. Arrays travel as one parameter each (unnest), so a batch is one
 * short statement however many rows it has.
 */
export async function writeLicensedSpaces(
  db: Database,
  spaces: readonly LicensedSpacesRow[],
  removed: readonly { providerId: string; ageGroupId: number }[],
): Promise<void> {
  if (removed.length > 0) {
    await db.execute(sql`
      delete from ${providerAgeGroups} using unnest(
        ${sql.param(removed.map((row) => row.providerId))}::uuid[],
        ${sql.param(removed.map((row) => row.ageGroupId))}::integer[]
      ) as removed (provider_id, age_group_id)
      where ${providerAgeGroups.providerId} = removed.provider_id
        and ${providerAgeGroups.ageGroupId} = removed.age_group_id`);
  }
  if (spaces.length === 0) return;
  await db.execute(sql`
    insert into ${providerAgeGroups} (provider_id, age_group_id, licensed_spaces)
    select * from unnest(
      ${sql.param(spaces.map((row) => row.providerId))}::uuid[],
      ${sql.param(spaces.map((row) => row.ageGroupId))}::integer[],
      ${sql.param(spaces.map((row) => row.licensedSpaces))}::integer[]
    )
    on conflict (provider_id, age_group_id) do update
      set licensed_spaces = excluded.licensed_spaces
      where ${providerAgeGroups}.licensed_spaces is distinct from excluded.licensed_spaces`);
}

export async function findDataImportHash(
  db: Database,
  source: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ contentHash: dataImports.contentHash })
    .from(dataImports)
    .where(eq(dataImports.source, source));
  return row?.contentHash;
}

export async function recordDataImport(
  db: Database,
  record: { source: string; contentHash: string; rowCount: number; importedAt: Date },
): Promise<void> {
  await db
    .insert(dataImports)
    .values(record)
    .onConflictDoUpdate({
      target: dataImports.source,
      set: {
        contentHash: record.contentHash,
        rowCount: record.rowCount,
        importedAt: record.importedAt,
      },
    });
}

/** `text` with LIKE's wildcards and escape character taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * Imported centres whose name contains `search` (any case; names starting with it first) or
 * whose postal code starts with it (spaces ignored), by name.
 */
export async function searchListings(
  db: Database,
  search: string,
  limit: number,
): Promise<Listing[]> {
  const term = likeLiteral(search.toLowerCase());
  const nameStarts = sql`lower(${childcareProviders.name}) like ${`${term}%`}`;
  const postalPrefix = search.replace(/\s+/g, '').toUpperCase();
  const matches = [sql`lower(${childcareProviders.name}) like ${`%${term}%`}`];
  if (/^[A-Z0-9]{1,6}$/.test(postalPrefix)) {
    matches.push(
      sql`replace(${childcareProviders.postalCode}, ' ', '') like ${`${postalPrefix}%`}`,
    );
  }
  const licensedSpaces = sql<number>`coalesce((select sum(${providerAgeGroups.licensedSpaces}) from ${providerAgeGroups} where ${providerAgeGroups.providerId} = ${childcareProviders.id}), 0)::integer`;
  const rows = await db
    .select({
      id: childcareProviders.id,
      locId: childcareProviders.locId,
      name: childcareProviders.name,
      auspice: childcareProviders.auspice,
      address: childcareProviders.address,
      postalCode: childcareProviders.postalCode,
      ward: childcareProviders.ward,
      phone: childcareProviders.phone,
      buildingName: childcareProviders.buildingName,
      licensedSpaces,
      latitude: childcareProviders.latitude,
      ownerUserId: childcareProviders.ownerUserId,
    })
    .from(childcareProviders)
    .where(and(isNotNull(childcareProviders.locId), or(...matches)))
    .orderBy(desc(nameStarts), asc(childcareProviders.name), asc(childcareProviders.locId))
    .limit(limit);
  // Imported centres always have a name; the check narrows the type (profiles may lack one).
  return rows.flatMap(({ locId, name, latitude, ownerUserId, ...row }) =>
    locId === null || name === null
      ? []
      : [{ ...row, name, locId, located: latitude !== null, claimed: ownerUserId !== null }],
  );
}
