import { TZDateMini } from '@date-fns/tz/date/mini';
import { displayTimeZone } from '../constants.ts';
import type { CalendarDate } from './calendar-date.ts';
import { dateAndTimeInTimeZone, todayInTimeZone } from './calendar-date.ts';

/**
 * Instants and calendar days in Toronto (or another zone), shared by the server, which runs in
 * UTC, and the web, whose browser may be anywhere. The zone arithmetic (a wall-clock time back to
 * an instant, across daylight saving) is @date-fns/tz's TZDate: a Date whose local fields read
 * and write the named zone (its "mini" build, without the formatting methods). Every function
 * returns a plain Date, never a TZDate.
 *
 * The library's module sets up its class when it loads, so every page whose code imports this
 * file loads it. Reading a zone's wall clock needs no arithmetic: `todayInTimeZone` and
 * `dateAndTimeInTimeZone` read it through Intl in calendar-date.ts, where the pure date rules
 * (age label, date of birth, display formats, on the public pages' forms) and the web's deadline
 * take it without the library; they are re-exported here with the rest.
 *
 * Toronto changes its clocks at 2 a.m., so midnight always exists, once: a day starts at its
 * midnight and is 23 hours long when the clocks go forward (second Sunday of March) and 25 when
 * they go back (first Sunday of November).
 */
export { dateAndTimeInTimeZone, todayInTimeZone };

/** Midnight starting the given calendar day in the zone; day and month may overflow, as in Date. */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  return new Date(new TZDateMini(year, month - 1, day, timeZone).getTime());
}

/** The first instant of a calendar day in the zone (its midnight). */
export function startOfDayInTimeZone(
  { year, month, day }: CalendarDate,
  timeZone: string = displayTimeZone,
): Date {
  return zonedMidnight(year, month, day, timeZone);
}

/**
 * The last millisecond of a calendar day in the zone (23:59:59.999 local), as an instant: an
 * offer due "by Wednesday" can be answered until Wednesday ends in Toronto.
 */
export function endOfDayInTimeZone(
  { year, month, day }: CalendarDate,
  timeZone: string = displayTimeZone,
): Date {
  return new Date(zonedMidnight(year, month, day + 1, timeZone).getTime() - 1);
}

/** The first instant of the month `date` falls in, in the zone (midnight of the 1st). */
export function startOfMonthInTimeZone(
  { year, month }: CalendarDate,
  timeZone: string = displayTimeZone,
): Date {
  return zonedMidnight(year, month, 1, timeZone);
}

/** The next midnight in the zone after `now`: when the zone's "today" ends. */
export function nextMidnightInTimeZone(now: Date, timeZone: string = displayTimeZone): Date {
  const { year, month, day } = todayInTimeZone(timeZone, now);
  return zonedMidnight(year, month, day + 1, timeZone);
}

/**
 * The instant `days` calendar days after `instant` at the same wall-clock time in the zone (so
 * 24 hours apart, or 23 or 25 across a change of the clocks). A time the clocks skip (2:30 on the
 * day they go forward) moves an hour later, as a wall clock would show it.
 */
export function addDaysInTimeZone(
  instant: Date,
  days: number,
  timeZone: string = displayTimeZone,
): Date {
  // A Date whose local getters and setters are the zone's.
  const zoned = new TZDateMini(instant.getTime(), timeZone);
  zoned.setDate(zoned.getDate() + days);
  return new Date(zoned.getTime());
}
