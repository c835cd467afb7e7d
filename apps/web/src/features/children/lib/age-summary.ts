import { ageLabel } from '@kinderwait/contract/rules/age-label';
import type { CalendarDate } from '@kinderwait/contract/rules/calendar-date';
import { todayInTimeZone } from '@kinderwait/contract/rules/calendar-date';
import { ageLabelWords } from '../../../lib/age-label-words';
import { childrenTexts } from '../children-texts';
import { formatCalendarDate } from '@kinderwait/contract/rules/calendar-date';
import { isExpectedBirth } from '@kinderwait/contract/rules/date-of-birth';
import { ageInWords, formatLongDate } from './date-of-birth';

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
  dateOfBirth: string,
  today: CalendarDate = todayInTimeZone(),
): AgeSummary {
  if (isExpectedBirth(dateOfBirth, today)) {
    return {
      label: childrenTexts.card.expected(formatLongDate(dateOfBirth)),
      age: '',
      expected: true,
    };
  }
  const label = ageLabel(dateOfBirth, formatCalendarDate(today));
  return {
    label: label === '' ? childrenTexts.card.noAgeGroup : ageLabelWords[label],
    age: ageInWords(dateOfBirth, today),
    expected: false,
  };
}
