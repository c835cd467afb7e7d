import type {
  ChildcareProviderLocation,
  ChildcareProviderProfile,
  ProviderLicence,
} from '@kinderwait/contract';
import type { StoredAgeGroup, StoredProfile } from './provider-profiles.repository.ts';

/**
 * A provider without a profile: "no profile user" (the profile is not set up;
 * docs/product/assistant.md#broadcast-welcome-message).
 */
export const noProfile: ChildcareProviderProfile = {
  id: null,
  user: null,
  providerTypeId: null,
  name: null,
  description: null,
  languages: [],
  childcareTypeIds: [],
  currency: 'CAD',
  dailyFeeCents: null,
  hourlyFeeCents: null,
  contactPhone: null,
  contactEmail: null,
  website: null,
  licence: null,
  ageGroups: [],
  updatedAt: null,
};

export const noLocation: ChildcareProviderLocation = {
  address: null,
  latitude: null,
  longitude: null,
  locationDetails: null,
  locationSource: null,
  addressPartSources: null,
};

function licenceOf(
  profile: StoredProfile,
  ageGroups: readonly StoredAgeGroup[],
): ProviderLicence | null {
  if (profile.locId === null) return null;
  return {
    locId: profile.locId,
    auspice: profile.auspice,
    ward: profile.ward,
    buildingType: profile.buildingType,
    buildingName: profile.buildingName,
    subsidy: profile.subsidy,
    cwelcc: profile.cwelcc,
    licensedSpaces: ageGroups.reduce((sum, group) => sum + (group.licensedSpaces ?? 0), 0),
  };
}

/** The profile as GET /api/childcare-providers answers it (an explicit whitelist of fields). */
export function profileView(
  profile: StoredProfile,
  firstName: string,
  ageGroups: readonly StoredAgeGroup[],
  ageGroupNames: ReadonlyMap<number, string>,
): ChildcareProviderProfile {
  return {
    id: profile.id,
    user: { firstName },
    providerTypeId: profile.providerTypeId,
    name: profile.name,
    description: profile.description,
    languages: profile.languages,
    childcareTypeIds: profile.childcareTypeIds,
    currency: 'CAD',
    dailyFeeCents: profile.dailyFeeCents,
    hourlyFeeCents: profile.hourlyFeeCents,
    contactPhone: profile.phone,
    contactEmail: profile.contactEmail,
    website: profile.website,
    licence: licenceOf(profile, ageGroups),
    ageGroups: ageGroups.map((group) => ({
      id: group.ageGroupId,
      // The welcome message's fallback for an unnamed group.
      name: ageGroupNames.get(group.ageGroupId) ?? `Age Group ${String(group.ageGroupId)}`,
      licensedSpaces: group.licensedSpaces,
      availableSpaces: group.availableSpaces,
      availableStartDate: group.availableStartDate,
      hoursOfBusiness: group.hoursOfBusiness.map(({ day, timeStart, timeEnd }) => ({
        day,
        timeStart,
        timeEnd,
      })),
    })),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

export function locationView(profile: StoredProfile | undefined): ChildcareProviderLocation {
  if (profile === undefined) return noLocation;
  return {
    address: profile.address,
    latitude: profile.latitude,
    longitude: profile.longitude,
    locationDetails: profile.addressDetails,
    locationSource: profile.locationSource,
    addressPartSources: profile.addressPartSources,
  };
}
