import type { IntlShape } from '@formatjs/intl';
import {
  dateAndTimeInTimeZone,
  formatCalendarDate,
  parseCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract/rules/calendar-date';
import type { CalendarDate } from '@kinderwait/contract/rules/calendar-date';
import { formatClockTime, formatStartDate } from '@kinderwait/contract/rules/display-format';
import type { Language } from './language';

/*
 * Dates in words. English keeps the product's own style, which SPEC fixes word for word ("Monday,
 * 05 May", "05:00 PM", docs/product/platform.md#dates-and-times); other languages follow their
 * locale's conventions through FormatJS ("lundi 5 mai", "17 h 00" in fr-CA).
 */

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * A calendar date ('2027-01-04') as a day in words, the year added when it is not this year in
 * Toronto. Text that is not a calendar date comes back as it is.
 */
export function calendarDateWords(
  intl: IntlShape,
  language: Language,
  text: string,
  today: CalendarDate = todayInTimeZone(),
): string {
  if (language === 'en') return formatStartDate(text, today);
  const date = parseCalendarDate(text);
  if (date === null) return text;
  return intl.formatDate(Date.UTC(date.year, date.month - 1, date.day), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.year === today.year ? {} : { year: 'numeric' }),
    // The calendar date is a day, not an instant: read it where it was written.
    timeZone: 'UTC',
  });
}

/**
 * An instant as Toronto's day and time in words: "Wednesday, 25 November, 05:00 PM", "mercredi
 * 25 novembre à 17 h 00".
 */
export function instantWords(
  intl: IntlShape,
  language: Language,
  iso: string,
  today: CalendarDate = todayInTimeZone(),
): string {
  const { date, hour, minute } = dateAndTimeInTimeZone(new Date(iso));
  if (language === 'en') {
    const day = formatStartDate(formatCalendarDate(date), today);
    return `${day}, ${formatClockTime(`${twoDigits(hour)}:${twoDigits(minute)}`)}`;
  }
  // The formatter's time zone is Toronto's (formatter.ts).
  return intl.formatDate(iso, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.year === today.year ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}
