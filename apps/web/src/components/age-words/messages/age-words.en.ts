/**
 * A child's age and age label in English (ICU messages, docs/decisions/i18n.md#the-recipe), shared
 * by every screen that words one (the children list, the provider's waitlist). The other
 * languages' files have exactly these keys.
 */
export default {
  ageUnderOneMonth: 'Under 1 month',
  ageMonths: '{months, plural, one {# month} other {# months}}',
  ageYears: '{years, plural, one {# year} other {# years}}',
  ageYearsMonths:
    '{years, plural, one {# year} other {# years}} {months, plural, one {# month} other {# months}}',
  /** The age labels (docs/product/catalogue.md#age-label); their codes are the API's. */
  ageLabelInfant: 'Infant',
  ageLabelToddler: 'Toddler',
  ageLabelPreschool: 'Preschool',
  ageLabelKindergarten: 'Kindergarten',
  ageLabelPrimaryJrSchool: 'Primary / junior school',
  ageLabelJrSchoolAge: 'Junior school age',
} as const;
