import type { UsagePeriod } from '@kinderwait/contract';
import { displayTimeZone } from '@kinderwait/contract';

/** A counting window: from `start` (included) to `end` (excluded), both UTC instants. */
export interface UsageWindow {
  start: Date;
  end: Date;
}

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: displayTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
}

/** The zone's calendar date and time at an instant, read as if it were UTC (ms since epoch). */
function wallClockMs(instant: Date): { ms: number; date: WallClock } {
  const parts = wallClockFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((entry) => entry.type === type)?.value);
  const date = { year: part('year'), month: part('month'), day: part('day') };
  const ms = Date.UTC(
    date.year,
    date.month - 1,
    date.day,
    part('hour'),
    part('minute'),
    part('second'),
  );
  return { ms, date };
}

/**
 * The instant of midnight starting a calendar day in the zone (month and day may overflow, as
 * Date.UTC allows). Toronto changes its clocks at 2 a.m., so midnight always exists once.
 */
function zonedMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  const offset = (instant: number): number =>
    wallClockMs(new Date(instant)).ms - Math.floor(instant / 1000) * 1000;
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}

/**
 * The day or month of `now` in America/Toronto, as UTC instants: a daily limit renews at local
 * midnight, a monthly one on the first of the month (docs/pricing.md).
 */
export function usageWindow(period: UsagePeriod, now: Date): UsageWindow {
  const { year, month, day } = wallClockMs(now).date;
  if (period === 'day') {
    return { start: zonedMidnight(year, month, day), end: zonedMidnight(year, month, day + 1) };
  }
  return { start: zonedMidnight(year, month, 1), end: zonedMidnight(year, month + 1, 1) };
}
