import { todayInTimeZone } from '@kinderwait/contract/rules/calendar-date';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { careFiltersTexts } from './care-filters-texts';

const texts = careFiltersTexts.startDate;

/** 'YYYY-MM-DD' of today in Toronto. */
export function todayIso(now = new Date()): string {
  const { year, month, day } = todayInTimeZone(undefined, now);
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The latest start date the server takes: three years from today. */
export function latestStartDate(today: string): string {
  const year = Number(today.slice(0, 4));
  return `${String(year + 3)}${today.slice(4)}`;
}

/** Why a start date cannot be used for this child, or undefined when it can. */
export function startDateProblem(
  value: string | undefined,
  today: string,
  child: { firstName: string; dateOfBirth: string },
): string | undefined {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return texts.required;
  if (value < today) return texts.inPast;
  if (value > latestStartDate(today)) return texts.tooFar;
  if (value < child.dateOfBirth) {
    return texts.beforeBirth(child.firstName, formatStartDate(child.dateOfBirth));
  }
  return undefined;
}
