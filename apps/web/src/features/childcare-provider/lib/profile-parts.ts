import type { EditChildcareProviderBody } from '@kinderwait/contract/childcare-provider-edit';
import type {
  ChildcareProviderProfile,
  HoursOfBusinessEntry,
} from '@kinderwait/contract/childcare-providers';
import { sameValues } from '../../../components/form/use-stored-draft';
import { toE164 } from '../../../lib/phone-number';
import { centsToDollars, dollarsToCents } from './profile-values';

/**
 * Each part of the profile screen as its form holds it (what was typed), read from a stored
 * profile, turned into its PATCH part, and compared as the server stores it: a save's answer is
 * "what was sent" when these agree, however the values were typed ("12.5" and "12.50", a phone
 * with or without its country code, lists in another order).
 */

const sorted = <T>(items: readonly T[]): T[] => [...items].sort();
const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export interface DetailsValues {
  name: string;
  typeId: number;
  description: string;
  languages: string[];
  childcareTypeIds: number[];
}

export function detailsOf(
  profile: ChildcareProviderProfile,
  allowedTypeIds: readonly number[],
): DetailsValues {
  return {
    name: profile.name ?? '',
    typeId: profile.providerTypeId ?? allowedTypeIds[0] ?? 0,
    description: profile.description ?? '',
    languages: profile.languages,
    childcareTypeIds: profile.childcareTypeIds,
  };
}

export function detailsBody(values: DetailsValues): EditChildcareProviderBody {
  return {
    paths: ['Profile'],
    profile: {
      ...(values.typeId === 0 ? {} : { providerTypeId: values.typeId }),
      name: values.name,
      description: values.description.trim() === '' ? null : values.description,
      languages: values.languages,
      childcareTypeIds: values.childcareTypeIds,
    },
  };
}

export function sameDetails(a: DetailsValues, b: DetailsValues): boolean {
  const stored = (values: DetailsValues) => ({
    name: values.name.trim(),
    typeId: values.typeId,
    description: orNull(values.description),
    languages: sorted(values.languages),
    childcareTypeIds: sorted(values.childcareTypeIds),
  });
  return sameValues(stored(a), stored(b));
}

export interface FeesContactValues {
  daily: string;
  hourly: string;
  phone: string;
  email: string;
  website: string;
}

export function feesContactOf(profile: ChildcareProviderProfile): FeesContactValues {
  return {
    daily: centsToDollars(profile.dailyFeeCents),
    hourly: centsToDollars(profile.hourlyFeeCents),
    phone: profile.contactPhone ?? '',
    email: profile.contactEmail ?? '',
    website: profile.website ?? '',
  };
}

/** The PATCH part, or which amounts are no amount (nothing is sent then). */
export function feesContactBody(
  values: FeesContactValues,
): { body: EditChildcareProviderBody } | { notAmounts: ('daily' | 'hourly')[] } {
  const dailyFeeCents = dollarsToCents(values.daily);
  const hourlyFeeCents = dollarsToCents(values.hourly);
  const notAmounts = [
    ...(Number.isNaN(dailyFeeCents) ? (['daily'] as const) : []),
    ...(Number.isNaN(hourlyFeeCents) ? (['hourly'] as const) : []),
  ];
  if (notAmounts.length > 0) return { notAmounts };
  return {
    body: {
      paths: ['Fees', 'Contact'],
      fees: { dailyFeeCents, hourlyFeeCents },
      contact: {
        phone: orNull(values.phone),
        email: orNull(values.email),
        website: orNull(values.website),
      },
    },
  };
}

export function sameFeesContact(a: FeesContactValues, b: FeesContactValues): boolean {
  const stored = (values: FeesContactValues) => {
    const phone = orNull(values.phone);
    return {
      daily: dollarsToCents(values.daily),
      hourly: dollarsToCents(values.hourly),
      phone: phone === null ? null : toE164(phone),
      email: orNull(values.email)?.toLowerCase() ?? null,
      website: orNull(values.website),
    };
  };
  return sameValues(stored(a), stored(b));
}

export interface AgeGroupRow {
  id: number;
  spaces: string;
  startDate: string;
  hours: HoursOfBusinessEntry[];
}

export function ageGroupRowsOf(profile: ChildcareProviderProfile): AgeGroupRow[] {
  return profile.ageGroups.map((group) => ({
    id: group.id,
    spaces: group.availableSpaces === null ? '0' : String(group.availableSpaces),
    startDate: group.availableStartDate ?? '',
    hours: group.hoursOfBusiness,
  }));
}

export function ageGroupsBody(rows: readonly AgeGroupRow[]): EditChildcareProviderBody {
  return {
    paths: ['AgeGroups'],
    ageGroups: rows.map((row) => ({
      id: row.id,
      availableSpaces: Number(row.spaces),
      availableStartDate: row.startDate === '' ? null : row.startDate,
      hoursOfBusiness: row.hours,
    })),
  };
}

export function sameAgeGroups(a: readonly AgeGroupRow[], b: readonly AgeGroupRow[]): boolean {
  const stored = (rows: readonly AgeGroupRow[]) =>
    (ageGroupsBody(rows).ageGroups ?? [])
      .map((group) => ({
        ...group,
        hoursOfBusiness: [...group.hoursOfBusiness].sort((x, y) => x.day - y.day),
      }))
      .sort((x, y) => x.id - y.id);
  return sameValues(stored(a), stored(b));
}
