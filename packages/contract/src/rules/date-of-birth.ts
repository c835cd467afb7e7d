import { childrenMessages, expectedBirthMaxMonthsAhead } from '../children.ts';
import { ageLabel } from './age-label.ts';
import type { CalendarDate } from './calendar-date.ts';
import {
  addCalendarMonths,
  compareCalendarDates,
  formatCalendarDate,
  parseCalendarDate,
  todayInTimeZone,
} from './calendar-date.ts';

/** Whether a date of birth is after today (in Toronto unless told): an expected birth. */
export function isExpectedBirth(
  dateOfBirth: string,
  today: CalendarDate = todayInTimeZone(),
): boolean {
  const birth = parseCalendarDate(dateOfBirth);
  return birth !== null && compareCalendarDates(birth, today) > 0;
}

/** The latest expected birth date a child can be saved with today: 9 months ahead. */
export function latestExpectedBirth(today: CalendarDate = todayInTimeZone()): string {
  return formatCalendarDate(addCalendarMonths(today, expectedBirthMaxMonthsAhead));
}

/**
 * The range rule of a date of birth, the server's and the form's: at most 9 months ahead (an
 * expected birth: Toronto families join infant lists before birth) and under 14 (the age label is
 * empty from the 14th birthday, docs/product/catalogue.md#age-label). The message, or null when in
 * range or not a date (the format has its own message).
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
  return ageLabel(dateOfBirth, formatCalendarDate(today)) === ''
    ? childrenMessages.dateOfBirthTooOld
    : null;
}
