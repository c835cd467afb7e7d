import type { EditChildcareProviderBody, ValidationIssue } from '@kinderwait/contract';
import {
  normalizePostalCode,
  providerProfileMessages,
  providerTypeIds,
} from '@kinderwait/contract';
import type { ResolvedLocation } from '../addresses/addresses.service.ts';
import type { CataloguesService } from '../catalogues/catalogues.service.ts';
import type {
  ProfileChanges,
  StoredAgeGroup,
  StoredProfile,
} from './provider-profiles.repository.ts';

/**
 * The checks of a PATCH that need the catalogues: age groups, languages and childcare types that
 * exist, and a provider type the role may offer. Run before the transaction: nothing is written
 * when any fails.
 */
export async function catalogueIssues(
  body: EditChildcareProviderBody,
  catalogues: CataloguesService,
  allowedProviderTypeIds: readonly number[],
): Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  const { profile, ageGroups } = body;
  if (ageGroups !== undefined && ageGroups.length > 0) {
    const known = new Set((await catalogues.ageGroups()).map((group) => group.id));
    ageGroups.forEach((group, index) => {
      if (!known.has(group.id)) {
        issues.push({
          path: ['body', 'ageGroups', String(index), 'id'],
          message: providerProfileMessages.unknownAgeGroup,
        });
      }
    });
  }
  if (profile === undefined) return issues;
  if (
    profile.providerTypeId !== undefined &&
    !allowedProviderTypeIds.includes(profile.providerTypeId)
  ) {
    issues.push({
      path: ['body', 'profile', 'providerTypeId'],
      message: providerProfileMessages.providerTypeNotAllowed(allowedProviderTypeIds.join(', ')),
    });
  }
  if (profile.languages.length > 0) {
    const known = new Set((await catalogues.languages()).map((language) => language.code));
    profile.languages.forEach((code, index) => {
      if (!known.has(code)) {
        issues.push({
          path: ['body', 'profile', 'languages', String(index)],
          message: providerProfileMessages.unknownLanguage,
        });
      }
    });
  }
  if (profile.childcareTypeIds.length > 0) {
    const known = new Set((await catalogues.childcareTypes()).map((type) => type.id));
    profile.childcareTypeIds.forEach((id, index) => {
      if (!known.has(id)) {
        issues.push({
          path: ['body', 'profile', 'childcareTypeIds', String(index)],
          message: providerProfileMessages.unknownChildcareType,
        });
      }
    });
  }
  return issues;
}

/**
 * The checks that hold for a claimed licensed centre: it stays a licensed centre, and no age
 * group has more spaces available than it is licensed for (`capacity`, 0 when not licensed).
 */
export function claimedCentreIssues(
  profile: StoredProfile,
  body: EditChildcareProviderBody,
  capacity: ReadonlyMap<number, number>,
): ValidationIssue[] {
  if (profile.locId === null) return [];
  const issues: ValidationIssue[] = [];
  const typeId = body.profile?.providerTypeId;
  if (typeId !== undefined && typeId !== providerTypeIds['licensed-centre']) {
    issues.push({
      path: ['body', 'profile', 'providerTypeId'],
      message: providerProfileMessages.providerTypeNotAllowed(
        String(providerTypeIds['licensed-centre']),
      ),
    });
  }
  (body.ageGroups ?? []).forEach((group, index) => {
    const licensed = capacity.get(group.id) ?? 0;
    if (group.availableSpaces > licensed) {
      issues.push({
        path: ['body', 'ageGroups', String(index), 'availableSpaces'],
        message: providerProfileMessages.overCapacity(licensed),
      });
    }
  });
  return issues;
}

/**
 * The profile columns the named parts change (age groups are written separately); `location` is
 * the body's childcareLocation resolved by the addresses service.
 */
export function profileChanges(
  body: EditChildcareProviderBody,
  location: ResolvedLocation | undefined,
): ProfileChanges {
  const { profile, fees, contact } = body;
  return {
    ...(location === undefined
      ? {}
      : {
          address: location.address,
          addressDetails: location.addressDetails,
          locationSource: location.locationSource,
          addressPartSources: location.addressPartSources,
          postalCode: postalCodeOf(location.addressDetails.postcode),
          latitude: location.latitude,
          longitude: location.longitude,
        }),
    ...(profile === undefined
      ? {}
      : {
          ...(profile.providerTypeId === undefined
            ? {}
            : { providerTypeId: profile.providerTypeId }),
          name: profile.name,
          description: profile.description === '' ? null : profile.description,
          languages: profile.languages,
          childcareTypeIds: profile.childcareTypeIds,
        }),
    ...(fees === undefined
      ? {}
      : { dailyFeeCents: fees.dailyFeeCents, hourlyFeeCents: fees.hourlyFeeCents }),
    ...(contact === undefined
      ? {}
      : { phone: contact.phone, contactEmail: contact.email, website: contact.website }),
  };
}

/** A Canadian postal code in the city's spelling ("M5V 2T6"); any other as typed, trimmed. */
function postalCodeOf(postcode: string): string {
  return normalizePostalCode(postcode) ?? postcode.trim();
}

export function ageGroupOffers(
  ageGroups: NonNullable<EditChildcareProviderBody['ageGroups']>,
): Omit<StoredAgeGroup, 'licensedSpaces'>[] {
  return ageGroups.map((group) => ({
    ageGroupId: group.id,
    availableSpaces: group.availableSpaces,
    availableStartDate: group.availableStartDate,
    // Sorted by day and start, so every client shows the week the same way.
    hoursOfBusiness: [...group.hoursOfBusiness].sort(
      (a, b) => a.day - b.day || a.timeStart.localeCompare(b.timeStart),
    ),
  }));
}
