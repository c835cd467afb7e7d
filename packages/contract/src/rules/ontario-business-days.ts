import type { CalendarDate } from './calendar-date.ts';
import { compareCalendarDates, formatCalendarDate } from './calendar-date.ts';

/**
 * Business days in Ontario: Monday to Friday, except the nine statutory holidays of the
 * Employment Standards Act, 2000 (s. 1 "public holiday"): New Year's Day, Family Day, Good Friday,
 * Victoria Day, Canada Day, Labour Day, Thanksgiving, Christmas Day and Boxing Day. A holiday that
 * falls on a weekend is observed on the next weekday that is not itself a holiday (Canada Day on
 * Sunday 1 July 2029 is observed Monday 2 July; Christmas on Saturday moves to Monday and Boxing
 * Day to Tuesday). The Civic Holiday and Easter Monday are not statutory in Ontario.
 *
 * Shared by the server (offer deadlines) and the web (the deadline shown before an offer is made),
 * so both count the same days. The server's tests check it against the date-holidays package.
 */

/** Days since 1970-01-01 of a calendar date (proleptic Gregorian, no time zone). */
function dayNumber({ year, month, day }: CalendarDate): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

function fromDayNumber(days: number): CalendarDate {
  const date = new Date(days * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The date `days` calendar days after `date` (negative: before). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

function isWeekend(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

/** The nth (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = dayOfWeek({ year, month, day: 1 });
  const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return { year, month, day };
}

/** Easter Sunday (Gregorian), by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

export const ontarioHolidayNames = [
  "New Year's Day",
  'Family Day',
  'Good Friday',
  'Victoria Day',
  'Canada Day',
  'Labour Day',
  'Thanksgiving',
  'Christmas Day',
  'Boxing Day',
] as const;
export type OntarioHolidayName = (typeof ontarioHolidayNames)[number];

export interface OntarioHoliday {
  name: OntarioHolidayName;
  /** The holiday's own date. */
  date: CalendarDate;
  /** The weekday it is observed on (the same date unless that falls on a weekend). */
  observed: CalendarDate;
}

/** The Monday before 25 May (Victoria Day). */
function victoriaDay(year: number): CalendarDate {
  const may24 = { year, month: 5, day: 24 };
  return addCalendarDays(may24, -((dayOfWeek(may24) + 6) % 7));
}

/** Ontario's statutory holidays of a year, with the day each is observed. */
export function ontarioStatutoryHolidays(year: number): OntarioHoliday[] {
  const fixed: [OntarioHolidayName, CalendarDate][] = [
    ["New Year's Day", { year, month: 1, day: 1 }],
    ['Family Day', nthWeekday(year, 2, 1, 3)],
    ['Good Friday', addCalendarDays(easterSunday(year), -2)],
    ['Victoria Day', victoriaDay(year)],
    ['Canada Day', { year, month: 7, day: 1 }],
    ['Labour Day', nthWeekday(year, 9, 1, 1)],
    ['Thanksgiving', nthWeekday(year, 10, 1, 2)],
    ['Christmas Day', { year, month: 12, day: 25 }],
    ['Boxing Day', { year, month: 12, day: 26 }],
  ];
  // In date order, so a weekend holiday moves past the weekdays earlier ones already took.
  const taken = new Set<number>();
  return fixed.map(([name, date]) => {
    let observed = date;
    while (isWeekend(observed) || taken.has(dayNumber(observed))) {
      observed = addCalendarDays(observed, 1);
    }
    taken.add(dayNumber(observed));
    return { name, date, observed };
  });
}

const observedByYear = new Map<number, Set<string>>();

function observedHolidays(year: number): Set<string> {
  let days = observedByYear.get(year);
  if (days === undefined) {
    days = new Set(
      ontarioStatutoryHolidays(year).map((holiday) => formatCalendarDate(holiday.observed)),
    );
    observedByYear.set(year, days);
  }
  return days;
}

/** A weekday that is not an observed Ontario statutory holiday. */
export function isOntarioBusinessDay(date: CalendarDate): boolean {
  if (isWeekend(date)) return false;
  // Boxing Day observed on 28 December never crosses into January, so one year's list suffices.
  return !observedHolidays(date.year).has(formatCalendarDate(date));
}

/** The `count`th business day after `from` (`from` itself never counts). */
export function addOntarioBusinessDays(from: CalendarDate, count: number): CalendarDate {
  let date = from;
  let left = count;
  while (left > 0) {
    date = addCalendarDays(date, 1);
    if (isOntarioBusinessDay(date)) left -= 1;
  }
  return date;
}

/** Business days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function ontarioBusinessDaysBetween(from: CalendarDate, to: CalendarDate): number {
  let count = 0;
  for (let date = addCalendarDays(from, 1); compareCalendarDates(date, to) <= 0;) {
    if (isOntarioBusinessDay(date)) count += 1;
    date = addCalendarDays(date, 1);
  }
  return count;
}
