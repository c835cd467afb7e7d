import { dayNames } from '@kinderwait/contract/constants';
import type { HoursOfBusinessEntry } from '@kinderwait/contract/childcare-providers';
import {
  compareCalendarDates,
  parseCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract/rules/calendar-date';
import type { CalendarDate } from '@kinderwait/contract/rules/calendar-date';
import type { MatchedProvider } from '@kinderwait/contract/waitlist';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The weekday of a calendar date, Monday first as SPEC 9's day list. */
function weekdayOf(date: CalendarDate): string {
  // getUTCDay: 0 = Sunday; SPEC's list starts on Monday.
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return dayNames[(sundayFirst + 6) % 7] ?? '';
}

/**
 * SPEC 9's start date style, "Monday, 05 May"; the year is added when it is not this year in
 * Toronto ("Monday, 03 May 2027"), so a date a year ahead is not read as this spring.
 */
export function formatStartDate(text: string, today: CalendarDate = todayInTimeZone()): string {
  const date = parseCalendarDate(text);
  if (date === null) return text;
  const day = String(date.day).padStart(2, '0');
  const base = `${weekdayOf(date)}, ${day} ${monthNames[date.month - 1] ?? ''}`;
  return date.year === today.year ? base : `${base} ${String(date.year)}`;
}

/** SPEC 9: times shown as hh:mm AM/PM ("07:30" → "07:30 AM", "18:00" → "06:00 PM"). */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "4.2 km": one decimal. */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`;
}

const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** CAD cents as dollars: 6500 → "$65.00". */
export function formatCents(cents: number): string {
  return cad.format(cents / 100);
}

export interface HoursLine {
  /** "Monday" or "Monday to Friday". */
  days: string;
  /** "07:30 AM – 06:00 PM", periods of one day joined by commas. */
  times: string;
}

/**
 * Opening hours by day (0 = Monday), consecutive days with the same hours in one line; days
 * without an entry are closed and left out.
 */
export function hoursLines(entries: readonly HoursOfBusinessEntry[]): HoursLine[] {
  const byDay = dayNames.map((_, day) =>
    entries
      .filter((entry) => entry.day === day)
      .toSorted((a, b) => a.timeStart.localeCompare(b.timeStart))
      .map((entry) => `${formatClockTime(entry.timeStart)} – ${formatClockTime(entry.timeEnd)}`)
      .join(', '),
  );
  const lines: HoursLine[] = [];
  let start = 0;
  for (let day = 0; day <= dayNames.length; day += 1) {
    if (day < dayNames.length && byDay[day] === byDay[start]) continue;
    const times = byDay[start] ?? '';
    if (times !== '') {
      const first = dayNames[start] ?? '';
      const last = dayNames[day - 1] ?? '';
      lines.push({ days: day - 1 === start ? first : `${first} to ${last}`, times });
    }
    start = day;
  }
  return lines;
}

export type Availability =
  | { kind: 'not-stated' }
  | { kind: 'full' }
  | { kind: 'now'; spaces: number }
  | { kind: 'from'; spaces: number; date: string };

/** What the provider says about spaces in the child's age group, never guessed. */
export function availabilityOf(
  provider: Pick<MatchedProvider, 'ageGroup' | 'notStated'>,
  today: CalendarDate = todayInTimeZone(),
): Availability {
  const { availableSpaces, availableStartDate } = provider.ageGroup;
  if (availableSpaces === null || provider.notStated.includes('vacancies')) {
    return { kind: 'not-stated' };
  }
  if (availableSpaces <= 0) return { kind: 'full' };
  const start = parseCalendarDate(availableStartDate);
  if (availableStartDate === null || start === null || compareCalendarDates(start, today) <= 0) {
    return { kind: 'now', spaces: availableSpaces };
  }
  return { kind: 'from', spaces: availableSpaces, date: availableStartDate };
}
