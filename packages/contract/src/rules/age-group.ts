import type { AgeLabel, LicensedAgeGroupCode } from './age-label.ts';
import { ageLabel, ageLabelToAgeGroupCode } from './age-label.ts';
import type { CalendarDateInput } from './calendar-date.ts';

/**
 * The age groups providers state spaces and hours for (GET /api/age-groups), in age order. The
 * ids are stable: migrations seed them, provider profiles and the Toronto import store them.
 */
export const ageGroupCodes = [
  'infant',
  'toddler',
  'preschool',
  'kindergarten',
  'school-age',
] as const;
export type AgeGroupCode = (typeof ageGroupCodes)[number];

export const ageGroupIds = {
  infant: 1,
  toddler: 2,
  preschool: 3,
  kindergarten: 4,
  'school-age': 5,
} as const satisfies Record<AgeGroupCode, number>;
export type AgeGroupId = (typeof ageGroupIds)[AgeGroupCode];

/** The age group of each licensed-space column of the City of Toronto data (IGSPACE ... SGSPACE). */
export const ageGroupOfLicensedCode = {
  IG: 'infant',
  TG: 'toddler',
  PG: 'preschool',
  KG: 'kindergarten',
  SG: 'school-age',
} as const satisfies Record<LicensedAgeGroupCode, AgeGroupCode>;

/**
 * The age group a child with this age label (docs/product/catalogue.md#age-label) belongs to:
 * Infant, Toddler, Preschool and Kindergarten to their namesakes, PrimaryJrSchool and JrSchoolAge
 * both to school age (the data's SG spaces). The empty label (no valid age, or 14 and over) has no
 * group.
 */
export function ageGroupOfAgeLabel(label: AgeLabel | ''): AgeGroupCode | undefined {
  if (label === '') return undefined;
  return ageGroupOfLicensedCode[ageLabelToAgeGroupCode[label]];
}

/** The id of the age group of a child born on `birthDate` (today in Toronto unless given). */
export function ageGroupIdOfBirthDate(
  birthDate: CalendarDateInput,
  today?: CalendarDateInput,
): AgeGroupId | undefined {
  const group = ageGroupOfAgeLabel(ageLabel(birthDate, today));
  return group === undefined ? undefined : ageGroupIds[group];
}
