import { ageLabel } from '@kinderwait/contract/rules/age-label';
import type { CalendarDate } from '@kinderwait/contract/rules/calendar-date';
import { formatCalendarDate, todayInTimeZone } from '@kinderwait/contract/rules/calendar-date';
import { isExpectedBirth } from '@kinderwait/contract/rules/date-of-birth';
import { ageLabelWords } from '../../../components/age-words/age-words';
import type { AgeWordsMessages } from '../../../components/age-words/age-words-messages';
import type { ChildrenMessages } from '../children-messages';
import { ageInWords, longDateWords } from './date-of-birth';

export interface AgeSummary {
  /** The age label in words ("Toddler"), "Expected <date>" before birth. */
  label: string;
  /** The age in words ("2 years 3 months"); empty before birth. */
  age: string;
  expected: boolean;
}

/**
 * What a child's card says about age: the age label (docs/product/catalogue.md#age-label; the
 * contract's rule, on Toronto's today) in words, or "Expected <date>" for an expected birth; a
 * child past 13 has no label.
 */
export function ageSummary(
  messages: ChildrenMessages,
  ageMessages: AgeWordsMessages,
  dateOfBirth: string,
  today: CalendarDate = todayInTimeZone(),
): AgeSummary {
  const { t } = messages;
  if (isExpectedBirth(dateOfBirth, today)) {
    return {
      label: t('cardExpected', { date: longDateWords(messages, dateOfBirth) }),
      age: '',
      expected: true,
    };
  }
  const label = ageLabel(dateOfBirth, formatCalendarDate(today));
  return {
    label: label === '' ? t('cardNoAgeGroup') : ageLabelWords(ageMessages, label),
    age: ageInWords(ageMessages, dateOfBirth, today),
    expected: false,
  };
}
