import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { childcareProviders, providerAgeGroups } from './childcare-providers.tables.ts';
import type { ProfileChanges, StoredAgeGroup } from './provider-profiles.repository.ts';

/** What an owner states about a provider, as a claim merges a profile from scratch into a listing. */
export type MergeableFields = Required<
  Pick<
    ProfileChanges,
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

export async function findMergeableFields(
  db: Database,
  providerId: string,
): Promise<MergeableFields | undefined> {
  const [row] = await db
    .select({
      name: childcareProviders.name,
      description: childcareProviders.description,
      languages: childcareProviders.languages,
      childcareTypeIds: childcareProviders.childcareTypeIds,
      address: childcareProviders.address,
      addressDetails: childcareProviders.addressDetails,
      locationSource: childcareProviders.locationSource,
      addressPartSources: childcareProviders.addressPartSources,
      postalCode: childcareProviders.postalCode,
      latitude: childcareProviders.latitude,
      longitude: childcareProviders.longitude,
      dailyFeeCents: childcareProviders.dailyFeeCents,
      hourlyFeeCents: childcareProviders.hourlyFeeCents,
      phone: childcareProviders.phone,
      contactEmail: childcareProviders.contactEmail,
      website: childcareProviders.website,
    })
    .from(childcareProviders)
    .where(eq(childcareProviders.id, providerId));
  return row;
}

/** A licensed-centre listing as the claim flow needs it. */
export interface ClaimableListing {
  id: string;
  name: string;
  /** As the city published it, e.g. "(416) 694-1138x163". */
  phone: string | null;
  ownerUserId: string | null;
}

/**
 * The imported centre `listingId` (providers created from scratch are not listings); with
 * `forUpdate`, locked until the transaction ends, so two claims of it take turns.
 */
export async function findListing(
  db: Database,
  listingId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ClaimableListing | undefined> {
  const query = db
    .select({
      id: childcareProviders.id,
      name: childcareProviders.name,
      phone: childcareProviders.phone,
      ownerUserId: childcareProviders.ownerUserId,
    })
    .from(childcareProviders)
    .where(and(eq(childcareProviders.id, listingId), isNotNull(childcareProviders.locId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  // Imported centres always have a name; the check narrows the type.
  return row === undefined || row.name === null ? undefined : { ...row, name: row.name };
}

export async function deleteProvider(db: Database, providerId: string): Promise<void> {
  await db.delete(childcareProviders).where(eq(childcareProviders.id, providerId));
}

/**
 * Gives the listing to `ownerUserId` with `changes`, only while it has no owner; says whether it
 * did. The caller holds the listing's row lock, so this is a second guard, not the only one.
 */
export async function setListingOwner(
  db: Database,
  listingId: string,
  ownerUserId: string,
  changes: ProfileChanges,
  updatedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(childcareProviders)
    .set({ ...changes, ownerUserId, updatedAt })
    .where(and(eq(childcareProviders.id, listingId), isNull(childcareProviders.ownerUserId)))
    .returning({ id: childcareProviders.id });
  return rows.length > 0;
}

/**
 * Writes what an owner states about age groups (vacancies, start date, hours) onto a provider,
 * leaving licensed capacity and the groups not named as they are.
 */
export async function upsertAgeGroupOffers(
  db: Database,
  providerId: string,
  offers: readonly Omit<StoredAgeGroup, 'licensedSpaces'>[],
): Promise<void> {
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
