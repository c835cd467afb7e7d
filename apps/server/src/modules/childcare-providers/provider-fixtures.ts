import type { HoursOfBusinessEntry } from '@kinderwait/contract';
import { ageGroupIds } from '@kinderwait/contract';
import type { Database } from '../../db/database.ts';
import { cityHall } from '../../test/sample-requests.ts';
import { earthRadiusKm } from './provider-matching.ts';
import type { MatchCriteria } from './provider-matching.ts';
import { childcareProviders, providerAgeGroups } from './childcare-providers.tables.ts';

/**
 * Test support: providers written straight to the tables at known coordinates, for tests of
 * other modules (matching, requests) that need a small hand-checked set of providers.
 */
export interface TestProvider {
  name: string;
  providerTypeId: number;
  latitude: number | null;
  longitude: number | null;
  locId?: number;
  cwelcc?: boolean;
  subsidy?: boolean;
  languages?: string[];
  childcareTypeIds?: number[];
  dailyFeeCents?: number | null;
  hourlyFeeCents?: number | null;
  ageGroups: {
    ageGroupId: number;
    licensedSpaces?: number | null;
    availableSpaces?: number | null;
    availableStartDate?: string | null;
    hoursOfBusiness?: HoursOfBusinessEntry[];
  }[];
}

/** Inserts the provider and its age groups; answers its id. */
export async function insertTestProvider(db: Database, provider: TestProvider): Promise<string> {
  const [row] = await db
    .insert(childcareProviders)
    .values({
      name: provider.name,
      providerTypeId: provider.providerTypeId,
      latitude: provider.latitude,
      longitude: provider.longitude,
      locId: provider.locId ?? null,
      cwelcc: provider.cwelcc ?? false,
      subsidy: provider.subsidy ?? false,
      languages: provider.languages ?? [],
      childcareTypeIds: provider.childcareTypeIds ?? [],
      dailyFeeCents: provider.dailyFeeCents ?? null,
      hourlyFeeCents: provider.hourlyFeeCents ?? null,
    })
    .returning({ id: childcareProviders.id });
  if (row === undefined) throw new Error('provider not inserted');
  if (provider.ageGroups.length > 0) {
    await db.insert(providerAgeGroups).values(
      provider.ageGroups.map((group) => ({
        providerId: row.id,
        ageGroupId: group.ageGroupId,
        licensedSpaces: group.licensedSpaces ?? null,
        availableSpaces: group.availableSpaces ?? null,
        availableStartDate: group.availableStartDate ?? null,
        hoursOfBusiness: group.hoursOfBusiness ?? [],
      })),
    );
  }
  return row.id;
}

/** The point `km` due north of (latitude, longitude) on the matching sphere. */
export function pointNorth(
  latitude: number,
  longitude: number,
  km: number,
): { latitude: number; longitude: number } {
  return { latitude: latitude + ((km / earthRadiusKm) * 180) / Math.PI, longitude };
}

/** The point at the same latitude `km` away eastward (great-circle distance `km`). */
export function pointEast(
  latitude: number,
  longitude: number,
  km: number,
): { latitude: number; longitude: number } {
  const halfAngle = km / (2 * earthRadiusKm);
  const deltaLon = 2 * Math.asin(Math.sin(halfAngle) / Math.cos((latitude * Math.PI) / 180));
  return { latitude, longitude: longitude + (deltaLon * 180) / Math.PI };
}

/** Criteria around City Hall: a preschooler, 5 km, from 1 March 2027, nothing else. */
export const cityHallPreschoolCriteria: MatchCriteria = {
  latitude: cityHall.latitude,
  longitude: cityHall.longitude,
  distanceKm: 5,
  providerTypeIds: [],
  ageGroupId: ageGroupIds.preschool,
  requestedStartDate: '2027-03-01',
  childcareTypeIds: [],
  feeBrackets: [],
  schedule: [],
};
