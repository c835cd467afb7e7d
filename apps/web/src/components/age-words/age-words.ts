import type { AgeLabel } from '@kinderwait/contract/rules/age-label';
import type { AgeWordsMessages } from './age-words-messages';

/**
 * An age in years and months in words: "Under 1 month", "5 months", "1 year", "2 years 3 months".
 * How fine to be is the caller's (the children list drops the months from 6 years).
 */
export function ageWords(
  { t }: AgeWordsMessages,
  { years, months }: { years: number; months: number },
): string {
  if (years === 0) return months === 0 ? t('ageUnderOneMonth') : t('ageMonths', { months });
  return months === 0 ? t('ageYears', { years }) : t('ageYearsMonths', { years, months });
}

/** An age label in words ("Primary / junior school"); the codes are the API's, never shown. */
export function ageLabelWords({ t }: AgeWordsMessages, label: AgeLabel): string {
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
