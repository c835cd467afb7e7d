import { displayTimeZone } from '../constants.ts';

/**
 * A calendar date with no time and no zone (docs/product/platform.md#rules-that-hold-everywhere:
 * dates of birth and start dates are dates, not instants). Month is 1-12.
 */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** What callers hand us as a date: an ISO string, a Date, or nothing yet. */
export type CalendarDateInput = string | Date | null | undefined;

// A date-time suffix is tolerated because servers often serialise a date column as midnight UTC;
// the written calendar date is the one the user meant, so the time part is ignored, never converted.
const isoDatePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month of the proleptic Gregorian calendar; arithmetic, so no Date year-0-99 quirks. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads a calendar date. Strings must be 'YYYY-MM-DD' (optionally followed by an ISO time, which
 * is ignored) and name a real day, so '2021-02-29' is null. A Date is read by its local calendar
 * fields, which is what a date picker or `new Date(y, m, d)` produces. Anything else is null.
 */
export function parseCalendarDate(input: CalendarDateInput): CalendarDate | null {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    return { year: input.getFullYear(), month: input.getMonth() + 1, day: input.getDate() };
  }
  if (typeof input !== 'string') return null;
  const match = isoDatePattern.exec(input.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Negative when a is before b, zero on the same day, positive when a is after b. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Whole months from `from` to `to`. A month is complete on the same day-of-month; when that day
 * does not exist in a shorter month (born on the 31st, or on 29 February) it is complete on that
 * month's last day, so a child born on 31 August is 18 months old on 28 (or 29) February.
 * Negative when `to` is before `from`.
 */
export function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  if (compareCalendarDates(to, from) < 0) return -wholeMonthsBetween(to, from);
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  const anniversaryDay = Math.min(from.day, daysInMonth(to.year, to.month));
  return to.day < anniversaryDay ? months - 1 : months;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's calendar date and clock time (hours 0-23) in a time zone, Toronto unless told
 * otherwise, read through Intl. (Turning a wall-clock time back into an instant, the direction
 * daylight saving makes hard, is toronto-time.ts's.)
 */
export function dateAndTimeInTimeZone(
  instant: Date,
  timeZone: string = displayTimeZone,
): { date: CalendarDate; hour: number; minute: number } {
  let format = wallClockFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    date: { year: part('year'), month: part('month'), day: part('day') },
    hour: part('hour'),
    minute: part('minute'),
  };
}

/**
 * Today's calendar date in a time zone, America/Toronto unless told otherwise, so the server
 * (which runs in UTC) and a browser agree on what "today" is for a Toronto product.
 */
export function todayInTimeZone(
  timeZone: string = displayTimeZone,
  now = new Date(),
): CalendarDate {
  return dateAndTimeInTimeZone(now, timeZone).date;
}

/** 'YYYY-MM-DD' of a calendar date. */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The date `months` calendar months after `date`; a day the target month lacks becomes its last
 * day (as wholeMonthsBetween counts a month complete on it), so 31 May + 9 months is the last day of February.
 */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}
