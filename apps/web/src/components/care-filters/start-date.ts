import { todayInTimeZone } from '@kinderwait/contract/rules/calendar-date';
import { calendarDateWords } from '../../lib/i18n/dates';
import type { CareFiltersMessages } from './care-filters-messages';

/** 'YYYY-MM-DD' of today in Toronto. */
export function todayIso(now = new Date()): string {
  const { year, month, day } = todayInTimeZone(undefined, now);
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The latest start date the server takes: three years from today. */
export function latestStartDate(today: string): string {
  const year = Number(today.slice(0, 4));
  return `${String(year + 3)}${today.slice(4)}`;
}

/** Why a start date cannot be used. */
export type StartDateProblem = 'required' | 'inPast' | 'tooFar' | 'beforeBirth';

/** Why a start date cannot be used for this child, or undefined when it can. */
export function startDateProblem(
  value: string | undefined,
  today: string,
  child: { firstName: string; dateOfBirth: string },
): StartDateProblem | undefined {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'required';
  if (value < today) return 'inPast';
  if (value > latestStartDate(today)) return 'tooFar';
  if (value < child.dateOfBirth) return 'beforeBirth';
  return undefined;
}

/** A start date problem in the user's words. */
export function startDateProblemWords(
  messages: CareFiltersMessages,
  problem: StartDateProblem,
  child: { firstName: string; dateOfBirth: string },
): string {
  const { t, intl, language } = messages;
  switch (problem) {
    case 'required':
      return t('startDateRequired');
    case 'inPast':
      return t('startDateInPast');
    case 'tooFar':
      return t('startDateTooFar');
    case 'beforeBirth':
      return t('startDateBeforeBirth', {
        firstName: child.firstName,
        birth: calendarDateWords(intl, language, child.dateOfBirth),
      });
  }
}
