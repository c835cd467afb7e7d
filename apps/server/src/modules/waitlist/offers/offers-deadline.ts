import type { CalendarDate } from '@kinderwait/contract';
import {
  addCalendarDays,
  addOntarioBusinessDays,
  compareCalendarDates,
  displayTimeZone,
  endOfDayInTimeZone,
  offerDeadline,
  parseCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract';

/**
 * An offer's deadline is a day in Toronto: the family may answer until that day ends there. The
 * default is the provider's number of business days after today, Ontario's statutory holidays
 * excluded (rules/ontario-business-days.ts in the contract, which the web shows too).
 */
export function defaultDeadlineAt(now: Date, businessDays: number): Date {
  const today = todayInTimeZone(displayTimeZone, now);
  return endOfDayInTimeZone(addOntarioBusinessDays(today, businessDays), displayTimeZone);
}

export type ChosenDeadline =
  { ok: true; deadlineAt: Date } | { ok: false; reason: 'format' | 'tooSoon' | 'tooFar' };

/** A deadline day the provider chose: after today, at most `maxCalendarDays` ahead. */
export function chosenDeadlineAt(day: string, now: Date): ChosenDeadline {
  const date: CalendarDate | null = parseCalendarDate(day);
  if (date === null) return { ok: false, reason: 'format' };
  const today = todayInTimeZone(displayTimeZone, now);
  if (compareCalendarDates(date, today) <= 0) return { ok: false, reason: 'tooSoon' };
  if (compareCalendarDates(date, addCalendarDays(today, offerDeadline.maxCalendarDays)) > 0) {
    return { ok: false, reason: 'tooFar' };
  }
  return { ok: true, deadlineAt: endOfDayInTimeZone(date, displayTimeZone) };
}

/** The deadline as a family reads it in an email: "Wednesday, November 25, 2026". */
export function deadlineWords(deadlineAt: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: displayTimeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(deadlineAt);
}
