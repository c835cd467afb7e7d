import type { ValidationIssue } from '@kinderwait/contract';
import {
  addCalendarMonths,
  compareCalendarDates,
  displayTimeZone,
  offerStartDateMaxYears,
  offersMessages,
  parseCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract';

/** The offer's start date: a real day, not before today in Toronto, at most 3 years ahead. */
export function startDateIssues(startDate: string, now: Date): ValidationIssue[] {
  const path = ['body', 'startDate'];
  const date = parseCalendarDate(startDate);
  if (date === null) return [{ path, message: offersMessages.startDateFormat }];
  const today = todayInTimeZone(displayTimeZone, now);
  if (compareCalendarDates(date, today) < 0)
    return [{ path, message: offersMessages.startDateInPast }];
  if (compareCalendarDates(date, addCalendarMonths(today, 12 * offerStartDateMaxYears)) > 0) {
    return [{ path, message: offersMessages.startDateTooFar }];
  }
  return [];
}
