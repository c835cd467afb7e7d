import type { MatchDetails, MatchRank } from './provider-matching.repository.ts';
import type { ProviderMatch } from './provider-matching.ts';
import { licensedProviderTypeIds, providerTypeCodeOf } from './provider-matching.ts';

/** A match as the list shows it: its rank (distance, vacancy) and its provider's details. */
export function providerMatch(
  rank: MatchRank,
  row: MatchDetails,
  ageGroupId: number,
  liked: boolean,
): ProviderMatch {
  const notStated: ProviderMatch['notStated'] = [];
  if (row.childcareTypeIds.length === 0) notStated.push('childcareTypes');
  if (row.dailyFeeCents === null && row.hourlyFeeCents === null) notStated.push('fees');
  if (row.hoursOfBusiness.length === 0) notStated.push('hours');
  if (row.languages.length === 0) notStated.push('languages');
  if (row.availableSpaces === null) notStated.push('vacancies');
  return {
    id: row.id,
    name: row.name,
    providerTypeId: row.providerTypeId,
    type: providerTypeCodeOf(row.providerTypeId),
    licensed: licensedProviderTypeIds.includes(row.providerTypeId),
    distanceKm: Math.round(rank.distanceKm * 1000) / 1000,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    postalCode: row.postalCode,
    phone: row.phone,
    website: row.website,
    locId: row.locId,
    claimed: row.claimed,
    cwelcc: row.cwelcc,
    subsidy: row.subsidy,
    languages: row.languages,
    childcareTypeIds: row.childcareTypeIds,
    dailyFeeCents: row.dailyFeeCents,
    hourlyFeeCents: row.hourlyFeeCents,
    locationApproximate: row.locationApproximate,
    ageGroup: {
      id: ageGroupId,
      licensedSpaces: row.licensedSpaces,
      availableSpaces: row.availableSpaces,
      availableStartDate: row.availableStartDate,
      hoursOfBusiness: row.hoursOfBusiness,
    },
    vacancyByStartDate: rank.vacancy,
    liked,
    notStated,
  };
}
