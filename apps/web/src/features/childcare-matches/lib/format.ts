import { dayNames } from '@kinderwait/contract/constants';
import type { HoursOfBusinessEntry } from '@kinderwait/contract/childcare-providers';
import {
  compareCalendarDates,
  parseCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract/rules/calendar-date';
import type { CalendarDate } from '@kinderwait/contract/rules/calendar-date';
import { formatClockTime, formatStartDate } from '@kinderwait/contract/rules/display-format';
import type { MatchedProvider } from '@kinderwait/contract/waitlist';
import type { IntlShape } from '@formatjs/intl';

// The product's date and time styles (docs/product/platform.md#dates-and-times) are shared rules
// (the provider profile and the wizard use them too).
export { formatClockTime, formatStartDate };

/** "4.2 km", "4,2 km": one decimal, in the formatter's locale. */
export function formatDistance(intl: IntlShape, km: number): string {
  return intl.formatNumber(km, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** CAD cents as dollars: 6500 → "$65.00", "65,00 $". */
export function formatCents(intl: IntlShape, cents: number): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'CAD' });
}

/** How hours are worded: the product's English style unless a language gives its own. */
export interface HoursWords {
  /** 0 = Monday. */
  day: (index: number) => string;
  /** '07:30' as a time of day. */
  clock: (time: string) => string;
  days: (first: string, last: string) => string;
  period: (start: string, end: string) => string;
}

const englishHours: HoursWords = {
  day: (index) => dayNames[index] ?? '',
  clock: formatClockTime,
  days: (first, last) => `${first} to ${last}`,
  period: (start, end) => `${start} – ${end}`,
};

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
export function hoursLines(
  entries: readonly HoursOfBusinessEntry[],
  words: HoursWords = englishHours,
): HoursLine[] {
  const byDay = dayNames.map((_, day) =>
    entries
      .filter((entry) => entry.day === day)
      .toSorted((a, b) => a.timeStart.localeCompare(b.timeStart))
      .map((entry) => words.period(words.clock(entry.timeStart), words.clock(entry.timeEnd)))
      .join(', '),
  );
  const lines: HoursLine[] = [];
  let start = 0;
  for (let day = 0; day <= dayNames.length; day += 1) {
    if (day < dayNames.length && byDay[day] === byDay[start]) continue;
    const times = byDay[start] ?? '';
    if (times !== '') {
      const first = words.day(start);
      lines.push({
        days: day - 1 === start ? first : words.days(first, words.day(day - 1)),
        times,
      });
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
