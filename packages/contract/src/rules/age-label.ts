import type { CalendarDateInput } from './calendar-date.ts';
import {
  compareCalendarDates,
  parseCalendarDate,
  todayInTimeZone,
  wholeMonthsBetween,
} from './calendar-date.ts';

/** The age labels (docs/product/catalogue.md#age-label), in the order the rule checks them. */
export const ageLabels = [
  'Infant',
  'Toddler',
  'Preschool',
  'Kindergarten',
  'PrimaryJrSchool',
  'JrSchoolAge',
] as const;
export type AgeLabel = (typeof ageLabels)[number];

/**
 * Licensed age groups of the City of Toronto data set (apps/server/data;
 * docs/product/catalogue.md#city-of-toronto-licensed-centres).
 */
export const licensedAgeGroupCodes = ['IG', 'TG', 'PG', 'KG', 'SG'] as const;
export type LicensedAgeGroupCode = (typeof licensedAgeGroupCodes)[number];

/** Which licensed spaces (IGSPACE, TGSPACE ...) a child with this label needs. */
export const ageLabelToAgeGroupCode = {
  Infant: 'IG',
  Toddler: 'TG',
  Preschool: 'PG',
  Kindergarten: 'KG',
  PrimaryJrSchool: 'SG',
  JrSchoolAge: 'SG',
} as const satisfies Record<AgeLabel, LicensedAgeGroupCode>;

const infantUnderMonths = 18;
const toddlerUnderMonths = 30;
const preschoolUnderYears = 6;
const kindergartenUnderYears = 7;
const primaryJrSchoolFromMonths = 68;
const schoolAgeMaxYears = 13;

/**
 * The age label for a date of birth, checked in the product's order on the child's age in
 * whole months (see wholeMonthsBetween for month-end birthdays) and whole years:
 * under 18 months Infant; under 30 months Toddler; under 6 years Preschool; under 7 years
 * Kindergarten; 68 months or more and at most 13 years PrimaryJrSchool; at most 13 years
 * JrSchoolAge; otherwise ''.
 *
 * Read literally in that order, the Preschool and Kindergarten checks (under 72 and 84 months)
 * run before the PrimaryJrSchool one (68 months or more), so PrimaryJrSchool applies from the 7th
 * birthday up to the day before the 14th ("at most 13 years" = 13 whole years), and JrSchoolAge
 * can never be reached; it is kept so the rule stays the product's rule. From the 14th birthday the
 * label is ''.
 *
 * A future, empty or invalid date of birth (or an invalid `today`) gives ''. The day of birth
 * itself is Infant. `today` defaults to today's date in America/Toronto (todayInTimeZone).
 */
export function ageLabel(birthDate: CalendarDateInput, today?: CalendarDateInput): AgeLabel | '' {
  const birth = parseCalendarDate(birthDate);
  const now = today === undefined ? todayInTimeZone() : parseCalendarDate(today);
  if (!birth || !now || compareCalendarDates(birth, now) > 0) return '';

  const months = wholeMonthsBetween(birth, now);
  const years = Math.floor(months / 12);
  if (months < infantUnderMonths) return 'Infant';
  if (months < toddlerUnderMonths) return 'Toddler';
  if (years < preschoolUnderYears) return 'Preschool';
  if (years < kindergartenUnderYears) return 'Kindergarten';
  if (months >= primaryJrSchoolFromMonths && years <= schoolAgeMaxYears) return 'PrimaryJrSchool';
  if (years <= schoolAgeMaxYears) return 'JrSchoolAge';
  return '';
}

/**
 * A child's age on `day` in whole years and months (the months past the last birthday), by the
 * same month count as the age label (wholeMonthsBetween: a month-end birthday completes its month
 * on a shorter month's last day). Null when the child is not born by then or a date is invalid.
 */
export function ageOn(
  birthDate: CalendarDateInput,
  day: CalendarDateInput,
): { years: number; months: number } | null {
  const birth = parseCalendarDate(birthDate);
  const on = parseCalendarDate(day);
  if (!birth || !on || compareCalendarDates(birth, on) > 0) return null;
  const months = wholeMonthsBetween(birth, on);
  return { years: Math.floor(months / 12), months: months % 12 };
}
