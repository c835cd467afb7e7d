import type { CalendarDate } from '@kinderwait/contract/rules/calendar-date';
import {
  compareCalendarDates,
  parseCalendarDate,
  todayInTimeZone,
  wholeMonthsBetween,
} from '@kinderwait/contract/rules/calendar-date';
import { ageWords } from '../../../components/age-words/age-words';
import type { AgeWordsMessages } from '../../../components/age-words/age-words-messages';
import type { ChildrenMessages } from '../children-messages';

/** A child's age in words: "3 weeks" is too fine; "5 months", "2 years 3 months", "7 years". */
export function ageInWords(
  messages: AgeWordsMessages,
  dateOfBirth: string,
  today: CalendarDate = todayInTimeZone(),
): string {
  const birth = parseCalendarDate(dateOfBirth);
  if (birth === null || compareCalendarDates(birth, today) > 0) return '';
  const months = wholeMonthsBetween(birth, today);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  // From 6 years, the months no longer matter.
  return ageWords(messages, { years, months: years >= 6 ? 0 : rest });
}

/** A calendar date for people: "March 12, 2027" (the date as written, never shifted by a zone). */
export function formatLongDate(date: string): string {
  const parsed = parseCalendarDate(date);
  if (parsed === null) return date;
  return new Intl.DateTimeFormat('en-CA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
}

/** A calendar date in the active language: "March 12, 2027", "12 mars 2027". */
export function longDateWords({ intl, language }: ChildrenMessages, date: string): string {
  if (language === 'en') return formatLongDate(date);
  const parsed = parseCalendarDate(date);
  if (parsed === null) return date;
  return intl.formatDate(Date.UTC(parsed.year, parsed.month - 1, parsed.day), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
