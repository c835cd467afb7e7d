import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { MergeableFields } from './listing-ownership.repository.ts';
import {
  deleteProvider,
  findListing,
  findMergeableFields,
  setListingOwner,
  upsertAgeGroupOffers,
} from './listing-ownership.repository.ts';
import type { ProfileChanges, StoredAgeGroup } from './provider-profiles.repository.ts';
import { findProfileByOwner, listProfileAgeGroups } from './provider-profiles.repository.ts';

/** What giving a listing to a user came to. */
export type ListingOwnershipResult =
  | 'claimed'
  | 'already-yours'
  | 'owned-by-another'
  /** The user owns another listing: one provider profile per user. */
  | 'manages-another-listing'
  | 'not-found';

/**
 * Makes the listing the user's provider profile, in one transaction holding the listing's row
 * lock: of two users claiming one listing at once, the second sees the first one's owner. A
 * profile the user started from scratch is merged into the listing and removed (mergedFields).
 */
export async function takeListingOwnership(
  db: Database,
  { userId, listingId, now }: { userId: string; listingId: string; now: Date },
): Promise<ListingOwnershipResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => claimWithin(tx, userId, listingId, now));
    } catch (error) {
      // The user's first save from scratch created a profile after we looked (owner_user_id is
      // unique): once more, and that profile is merged like any other.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function claimWithin(
  tx: Database,
  userId: string,
  listingId: string,
  now: Date,
): Promise<ListingOwnershipResult> {
  const listing = await findListing(tx, listingId, { forUpdate: true });
  if (listing === undefined) return 'not-found';
  if (listing.ownerUserId === userId) return 'already-yours';
  if (listing.ownerUserId !== null) return 'owned-by-another';
  const own = await findProfileByOwner(tx, userId, { forUpdate: true });
  if (own !== undefined && own.locId !== null) return 'manages-another-listing';

  let changes: ProfileChanges = {};
  let offers: Omit<StoredAgeGroup, 'licensedSpaces'>[] = [];
  if (own !== undefined) {
    const listingFields = await findMergeableFields(tx, listingId);
    const scratchFields = await findMergeableFields(tx, own.id);
    const licensed = await listProfileAgeGroups(tx, listingId);
    const stated = await listProfileAgeGroups(tx, own.id);
    if (listingFields !== undefined && scratchFields !== undefined) {
      changes = mergedFields(listingFields, scratchFields);
    }
    offers = mergedAgeGroups(licensed, stated);
    // Before the owner moves: a user owns one provider at most (a unique column).
    await deleteProvider(tx, own.id);
  }
  if (!(await setListingOwner(tx, listingId, userId, changes, now))) return 'owned-by-another';
  await upsertAgeGroupOffers(tx, listingId, offers);
  return 'claimed';
}

/**
 * The listing's fields, completed by what the user stated in a profile from scratch where the
 * listing has nothing: the city's data about a licensed centre wins, nothing the user typed is
 * lost where it has none. The location moves as a whole (address, its parts, postal code and
 * coordinates): the listing's when the city located it, else the user's.
 */
export function mergedFields(listing: MergeableFields, scratch: MergeableFields): ProfileChanges {
  const location =
    listing.latitude !== null || scratch.latitude === null
      ? {}
      : {
          address: scratch.address,
          addressDetails: scratch.addressDetails,
          locationSource: scratch.locationSource,
          addressPartSources: scratch.addressPartSources,
          postalCode: scratch.postalCode,
          latitude: scratch.latitude,
          longitude: scratch.longitude,
        };
  return {
    name: listing.name ?? scratch.name,
    description: listing.description ?? scratch.description,
    languages: listing.languages.length > 0 ? listing.languages : scratch.languages,
    childcareTypeIds:
      listing.childcareTypeIds.length > 0 ? listing.childcareTypeIds : scratch.childcareTypeIds,
    dailyFeeCents: listing.dailyFeeCents ?? scratch.dailyFeeCents,
    hourlyFeeCents: listing.hourlyFeeCents ?? scratch.hourlyFeeCents,
    phone: listing.phone ?? scratch.phone,
    contactEmail: listing.contactEmail ?? scratch.contactEmail,
    website: listing.website ?? scratch.website,
    ...location,
  };
}

/**
 * The age groups the user stated, moved onto the listing: vacancies, start date and hours. A
 * claimed centre offers no more spaces than it is licensed for (0 where it is not licensed), so
 * a higher number is lowered to that.
 */
export function mergedAgeGroups(
  licensed: readonly StoredAgeGroup[],
  stated: readonly StoredAgeGroup[],
): Omit<StoredAgeGroup, 'licensedSpaces'>[] {
  const capacity = new Map(licensed.map((group) => [group.ageGroupId, group.licensedSpaces ?? 0]));
  return stated.map((group) => ({
    ageGroupId: group.ageGroupId,
    availableSpaces:
      group.availableSpaces === null
        ? null
        : Math.min(group.availableSpaces, capacity.get(group.ageGroupId) ?? 0),
    availableStartDate: group.availableStartDate,
    hoursOfBusiness: group.hoursOfBusiness,
  }));
}
