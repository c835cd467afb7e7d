import type { CalendarDate } from '@kinderwait/contract/rules/calendar-date';
import {
  compareCalendarDates,
  daysInMonth,
  parseCalendarDate,
  todayInTimeZone,
  wholeMonthsBetween,
} from '@kinderwait/contract/rules/calendar-date';
import { ageLabel } from '@kinderwait/contract/rules/age-label';
import { childrenMessages, expectedBirthMaxMonthsAhead } from '@kinderwait/contract/children';

/** 'YYYY-MM-DD' of a calendar date. */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** `months` calendar months after `date`; a day the month lacks becomes its last day. */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The latest expected birth date the server accepts today (9 months ahead, in Toronto). */
export function latestExpectedBirth(today: CalendarDate = todayInTimeZone()): string {
  return formatIsoDate(addCalendarMonths(today, expectedBirthMaxMonthsAhead));
}

/** Whether a date of birth is after today in Toronto: an expected birth. */
export function isExpectedBirth(
  dateOfBirth: string,
  today: CalendarDate = todayInTimeZone(),
): boolean {
  const birth = parseCalendarDate(dateOfBirth);
  return birth !== null && compareCalendarDates(birth, today) > 0;
}

/**
 * The server's range rule for a date of birth, checked on the form first with the contract's
 * messages: at most 9 months ahead (an expected birth) and under 14 (the age label is empty from
 * the 14th birthday). Null when in range or not a date (the format has its own message).
 */
export function dateOfBirthRangeProblem(
  dateOfBirth: string,
  today: CalendarDate = todayInTimeZone(),
): string | null {
  const birth = parseCalendarDate(dateOfBirth);
  if (birth === null) return null;
  if (compareCalendarDates(birth, today) > 0) {
    const latest = addCalendarMonths(today, expectedBirthMaxMonthsAhead);
    return compareCalendarDates(birth, latest) > 0 ? childrenMessages.dateOfBirthTooFarAhead : null;
  }
  return ageLabel(dateOfBirth, formatIsoDate(today)) === ''
    ? childrenMessages.dateOfBirthTooOld
    : null;
}

/** A child's age in words: "3 weeks" is too fine; "5 months", "2 years 3 months", "7 years". */
export function ageInWords(dateOfBirth: string, today: CalendarDate = todayInTimeZone()): string {
  const birth = parseCalendarDate(dateOfBirth);
  if (birth === null || compareCalendarDates(birth, today) > 0) return '';
  const months = wholeMonthsBetween(birth, today);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const plural = (count: number, word: string) =>
    `${String(count)} ${word}${count === 1 ? '' : 's'}`;
  if (years === 0) return months === 0 ? 'Under 1 month' : plural(months, 'month');
  if (years >= 6 || rest === 0) return plural(years, 'year');
  return `${plural(years, 'year')} ${plural(rest, 'month')}`;
}

/** A calendar date for people: "March 12, 2027" (the date as written, never shifted by a zone). */
export function formatLongDate(date: string): string {
  const parsed = parseCalendarDate(date);
  if (parsed === null) return date;
  return new Intl.DateTimeFormat('en-CA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
}
