import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { childcareProviders } from './childcare-providers.tables.ts';

/** The provider a user owns, as its release on erasure needs it. */
export async function findOwnedForRelease(
  db: Database,
  userId: string,
): Promise<{ id: string; locId: number | null } | undefined> {
  const [row] = await db
    .select({ id: childcareProviders.id, locId: childcareProviders.locId })
    .from(childcareProviders)
    .where(eq(childcareProviders.ownerUserId, userId));
  return row;
}

/** The columns a release writes (listing-release.ts decides which and to what). */
export type ReleaseChanges = Partial<
  Pick<
    typeof childcareProviders.$inferInsert,
    | 'name'
    | 'description'
    | 'address'
    | 'addressDetails'
    | 'postalCode'
    | 'phone'
    | 'buildingType'
    | 'buildingName'
    | 'latitude'
    | 'longitude'
    | 'locationSource'
    | 'addressPartSources'
    | 'contactEmail'
    | 'website'
  >
>;

/** Takes the provider from its owner with `changes`; nobody owns it after. */
export async function releaseProvider(
  db: Database,
  providerId: string,
  changes: ReleaseChanges,
  now: Date,
): Promise<void> {
  await db
    .update(childcareProviders)
    .set({ ...changes, ownerUserId: null, updatedAt: now })
    .where(eq(childcareProviders.id, providerId));
}
