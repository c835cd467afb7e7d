import type { AgeLabel } from '@kinderwait/contract/rules/age-label';
import { ageLabel } from '@kinderwait/contract/rules/age-label';
import type { CalendarDate } from '@kinderwait/contract/rules/calendar-date';
import { formatCalendarDate, todayInTimeZone } from '@kinderwait/contract/rules/calendar-date';
import { isExpectedBirth } from '@kinderwait/contract/rules/date-of-birth';
import type { ChildrenMessages } from '../children-messages';
import { ageInWords, longDateWords } from './date-of-birth';

export interface AgeSummary {
  /** The age label in words ("Toddler"), "Expected <date>" before birth. */
  label: string;
  /** The age in words ("2 years 3 months"); empty before birth. */
  age: string;
  expected: boolean;
}

/** An age label in words (docs/product/catalogue.md#age-label); the codes are the API's. */
function ageLabelWords({ t }: ChildrenMessages, label: AgeLabel): string {
  switch (label) {
    case 'Infant':
      return t('ageLabelInfant');
    case 'Toddler':
      return t('ageLabelToddler');
    case 'Preschool':
      return t('ageLabelPreschool');
    case 'Kindergarten':
      return t('ageLabelKindergarten');
    case 'PrimaryJrSchool':
      return t('ageLabelPrimaryJrSchool');
    case 'JrSchoolAge':
      return t('ageLabelJrSchoolAge');
  }
}

/**
 * What a child's card says about age: the age label (docs/product/catalogue.md#age-label; the
 * contract's rule, on Toronto's today) in words, or "Expected <date>" for an expected birth; a
 * child past 13 has no label.
 */
export function ageSummary(
  messages: ChildrenMessages,
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
    label: label === '' ? t('cardNoAgeGroup') : ageLabelWords(messages, label),
    age: ageInWords(messages, dateOfBirth, today),
    expected: false,
  };
}
