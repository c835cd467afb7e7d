import { readFile } from 'node:fs/promises';
import type { Database } from '../../db/database.ts';
import type { LicensedCentre } from './licensed-centres-csv.ts';
import { parseLicensedCentresCsv } from './licensed-centres-csv.ts';
import { licensedCentresFile } from './licensed-centres-import.ts';
import type { ReleaseChanges } from './listing-release.repository.ts';
import { findOwnedForRelease, releaseProvider } from './listing-release.repository.ts';

/** What became of a deleted account's provider profile. */
export type ListingRelease = 'none' | 'listing-restored' | 'profile-anonymised';

/** The City's own record of a licensed centre, read from the committed open-data file. */
export async function cityRecordOf(
  locId: number,
  file: string = licensedCentresFile,
): Promise<LicensedCentre | undefined> {
  return parseLicensedCentresCsv(await readFile(file)).centres.find(
    (centre) => centre.locId === locId,
  );
}

/** What the owner typed beyond the City's record: their own contacts and words go. */
const ownersWords: ReleaseChanges = {
  description: null,
  contactEmail: null,
  website: null,
  addressDetails: null,
  locationSource: null,
  addressPartSources: null,
};

/**
 * The provider profile of an account being deleted (docs/product/privacy.md#delete-my-account).
 * A licensed centre imported from the City's open data is public record: it stays listed,
 * unclaimed (a real operator can claim it again by the City's phone), its City fields put back
 * as the City publishes them and what its owner typed (contacts, description, the address's parts)
 * removed. Any other profile (an unlicensed home, a babysitter, a centre not in the City's data)
 * is the person's own: its name, contacts and location are removed, so it is neither found nor
 * claimable, while the families' lines at it keep their history. Idempotent.
 */
export async function releaseProviderOf(
  db: Database,
  userId: string,
  now: Date,
  cityRecord: (locId: number) => Promise<LicensedCentre | undefined> = cityRecordOf,
): Promise<{ release: ListingRelease; providerId?: string }> {
  const owned = await findOwnedForRelease(db, userId);
  if (owned === undefined) return { release: 'none' };
  if (owned.locId !== null) {
    const city = await cityRecord(owned.locId);
    await releaseProvider(
      db,
      owned.id,
      {
        ...ownersWords,
        ...(city === undefined
          ? // No longer in the City's data: the phone may be the owner's own.
            { phone: null }
          : {
              name: city.name,
              address: city.address,
              postalCode: city.postalCode,
              phone: city.phone,
              latitude: city.location?.latitude ?? null,
              longitude: city.location?.longitude ?? null,
            }),
      },
      now,
    );
    return { release: 'listing-restored', providerId: owned.id };
  }
  await releaseProvider(
    db,
    owned.id,
    {
      ...ownersWords,
      name: null,
      address: null,
      postalCode: null,
      phone: null,
      buildingType: null,
      buildingName: null,
      // Unlocated: left out of every distance search.
      latitude: null,
      longitude: null,
    },
    now,
  );
  return { release: 'profile-anonymised', providerId: owned.id };
}
