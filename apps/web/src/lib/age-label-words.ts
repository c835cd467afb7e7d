import type { AgeLabel } from '@kinderwait/contract/rules/age-label';

/**
 * The age labels (docs/product/catalogue.md#age-label) in words people read; the codes themselves
 * (PrimaryJrSchool) are the API's, never shown. Shared: the children list, the provider's waitlist.
 */
export const ageLabelWords: Record<AgeLabel, string> = {
  Infant: 'Infant',
  Toddler: 'Toddler',
  Preschool: 'Preschool',
  Kindergarten: 'Kindergarten',
  PrimaryJrSchool: 'Primary / junior school',
  JrSchoolAge: 'Junior school age',
};
