import {
  dateAndTimeInTimeZone,
  formatCalendarDate,
} from '@kinderwait/contract/rules/calendar-date';
import { formatClockTime, formatStartDate } from '@kinderwait/contract/rules/display-format';
import { calendarDateWords } from '../../lib/i18n/dates';
import type { FeatureMessages } from '../../lib/i18n/use-messages';

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** An instant as Toronto's calendar date and clock time: 'YYYY-MM-DD' and 'HH:mm'. */
export function torontoDateAndTime(iso: string): { date: string; time: string } {
  const { date, hour, minute } = dateAndTimeInTimeZone(new Date(iso));
  return { date: formatCalendarDate(date), time: `${twoDigits(hour)}:${twoDigits(minute)}` };
}

/**
 * The product's styles for a deadline (docs/product/platform.md#dates-and-times): "Wednesday, 25
 * November" and "05:00 PM", in Toronto.
 */
export function formatDeadline(iso: string): { date: string; time: string } {
  const { date, time } = torontoDateAndTime(iso);
  return { date: formatStartDate(date), time: formatClockTime(time) };
}

/**
 * A deadline's date and time in the active language: the product's styles in English
 * ("Wednesday, 25 November", "05:00 PM"), fr-CA's in French ("mercredi 25 novembre", "17 h 00").
 */
export function deadlineWords(
  { intl, language }: Pick<FeatureMessages<string>, 'intl' | 'language'>,
  iso: string,
): { date: string; time: string } {
  if (language === 'en') return formatDeadline(iso);
  return {
    date: calendarDateWords(intl, language, torontoDateAndTime(iso).date),
    // The formatter's time zone is Toronto's.
    time: intl.formatTime(iso, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }),
  };
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What remains until `deadline` at `now` (both epoch ms); null once it has passed. */
export function timeLeft(deadline: number, now: number): TimeLeft | null {
  const total = Math.floor((deadline - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
