import type {
  AddressDetails,
  AddressPartSources,
  HoursOfBusinessEntry,
  LocationSource,
} from '@kinderwait/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/unique-violation.ts';
import { childcareProviders, providerAgeGroups } from './childcare-providers.tables.ts';

/** A provider's profile as the service reads it (never sent as is: the service shapes it). */
export interface StoredProfile {
  id: string;
  locId: number | null;
  providerTypeId: number;
  name: string | null;
  description: string | null;
  auspice: string | null;
  address: string | null;
  addressDetails: AddressDetails | null;
  /** Null for the City's position of an imported centre its owner has not placed. */
  locationSource: LocationSource | null;
  addressPartSources: AddressPartSources | null;
  ward: number | null;
  phone: string | null;
  buildingType: string | null;
  buildingName: string | null;
  latitude: number | null;
  longitude: number | null;
  subsidy: boolean;
  cwelcc: boolean;
  languages: string[];
  childcareTypeIds: number[];
  dailyFeeCents: number | null;
  hourlyFeeCents: number | null;
  contactEmail: string | null;
  website: string | null;
  updatedAt: Date;
}

/** What the provider offers in one age group. */
export interface StoredAgeGroup {
  ageGroupId: number;
  licensedSpaces: number | null;
  availableSpaces: number | null;
  availableStartDate: string | null;
  hoursOfBusiness: HoursOfBusinessEntry[];
}

const profileColumns = {
  id: childcareProviders.id,
  locId: childcareProviders.locId,
  providerTypeId: childcareProviders.providerTypeId,
  name: childcareProviders.name,
  description: childcareProviders.description,
  auspice: childcareProviders.auspice,
  address: childcareProviders.address,
  addressDetails: childcareProviders.addressDetails,
  locationSource: childcareProviders.locationSource,
  addressPartSources: childcareProviders.addressPartSources,
  ward: childcareProviders.ward,
  phone: childcareProviders.phone,
  buildingType: childcareProviders.buildingType,
  buildingName: childcareProviders.buildingName,
  latitude: childcareProviders.latitude,
  longitude: childcareProviders.longitude,
  subsidy: childcareProviders.subsidy,
  cwelcc: childcareProviders.cwelcc,
  languages: childcareProviders.languages,
  childcareTypeIds: childcareProviders.childcareTypeIds,
  dailyFeeCents: childcareProviders.dailyFeeCents,
  hourlyFeeCents: childcareProviders.hourlyFeeCents,
  contactEmail: childcareProviders.contactEmail,
  website: childcareProviders.website,
  updatedAt: childcareProviders.updatedAt,
};

/** The profile `ownerUserId` owns; with `forUpdate`, locked until the transaction ends. */
export async function findProfileByOwner(
  db: Database,
  ownerUserId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<StoredProfile | undefined> {
  const query = db
    .select(profileColumns)
    .from(childcareProviders)
    .where(eq(childcareProviders.ownerUserId, ownerUserId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listProfileAgeGroups(
  db: Database,
  providerId: string,
): Promise<StoredAgeGroup[]> {
  return db
    .select({
      ageGroupId: providerAgeGroups.ageGroupId,
      licensedSpaces: providerAgeGroups.licensedSpaces,
      availableSpaces: providerAgeGroups.availableSpaces,
      availableStartDate: providerAgeGroups.availableStartDate,
      hoursOfBusiness: providerAgeGroups.hoursOfBusiness,
    })
    .from(providerAgeGroups)
    .where(eq(providerAgeGroups.providerId, providerId))
    .orderBy(asc(providerAgeGroups.ageGroupId));
}

/**
 * A new profile owned by `ownerUserId` (one created from scratch), unless they already have one
 * (two first saves at once: the second inserts nothing). False when the user does not exist.
 */
export async function insertProfileIfAbsent(
  db: Database,
  profile: { ownerUserId: string; providerTypeId: number; createdAt: Date },
): Promise<boolean> {
  try {
    await db
      .insert(childcareProviders)
      .values({ ...profile, updatedAt: profile.createdAt })
      .onConflictDoNothing({ target: childcareProviders.ownerUserId });
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/** The columns a PATCH may change. */
export type ProfileChanges = Partial<
  Pick<
    typeof childcareProviders.$inferInsert,
    | 'providerTypeId'
    | 'name'
    | 'description'
    | 'languages'
    | 'childcareTypeIds'
    | 'address'
    | 'addressDetails'
    | 'locationSource'
    | 'addressPartSources'
    | 'postalCode'
    | 'latitude'
    | 'longitude'
    | 'dailyFeeCents'
    | 'hourlyFeeCents'
    | 'phone'
    | 'contactEmail'
    | 'website'
  >
>;

export async function updateProfile(
  db: Database,
  providerId: string,
  changes: ProfileChanges,
  updatedAt: Date,
): Promise<void> {
  await db
    .update(childcareProviders)
    .set({ ...changes, updatedAt })
    .where(eq(childcareProviders.id, providerId));
}

/**
 * Makes `offers` the provider's age groups. Licensed capacity stays as imported: a licensed
 * group left out keeps its row with nothing stated about vacancies, date or hours; any other
 * group left out is removed.
 */
export async function replaceAgeGroups(
  db: Database,
  providerId: string,
  offers: readonly Omit<StoredAgeGroup, 'licensedSpaces'>[],
): Promise<void> {
  const offered = offers.map((offer) => offer.ageGroupId);
  const leftOut = (licensed: SQL) =>
    and(
      eq(providerAgeGroups.providerId, providerId),
      offered.length === 0 ? undefined : notInArray(providerAgeGroups.ageGroupId, offered),
      licensed,
    );
  await db.delete(providerAgeGroups).where(leftOut(isNull(providerAgeGroups.licensedSpaces)));
  await db
    .update(providerAgeGroups)
    .set({ availableSpaces: null, availableStartDate: null, hoursOfBusiness: [] })
    .where(leftOut(isNotNull(providerAgeGroups.licensedSpaces)));
  if (offers.length === 0) return;
  await db
    .insert(providerAgeGroups)
    .values(offers.map((offer) => ({ ...offer, providerId })))
    .onConflictDoUpdate({
      target: [providerAgeGroups.providerId, providerAgeGroups.ageGroupId],
      set: {
        availableSpaces: sql.raw('excluded."available_spaces"'),
        availableStartDate: sql.raw('excluded."available_start_date"'),
        hoursOfBusiness: sql.raw('excluded."hours_of_business"'),
      },
    });
}

/** Licensed capacity per age group of a provider (claimed centres), for the PATCH's checks. */
export async function licensedCapacity(
  db: Database,
  providerId: string,
  ageGroupIds: readonly number[],
): Promise<Map<number, number>> {
  if (ageGroupIds.length === 0) return new Map();
  const rows = await db
    .select({ ageGroupId: providerAgeGroups.ageGroupId, spaces: providerAgeGroups.licensedSpaces })
    .from(providerAgeGroups)
    .where(
      and(
        eq(providerAgeGroups.providerId, providerId),
        inArray(providerAgeGroups.ageGroupId, [...ageGroupIds]),
      ),
    );
  return new Map(rows.map((row) => [row.ageGroupId, row.spaces ?? 0]));
}
