import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './age-words.en';

/** A child's age and age label in Canadian French (docs/product/glossary.md). */
export default {
  ageUnderOneMonth: 'Moins d’un mois',
  ageMonths: '{months} mois',
  ageYears: '{years, plural, one {# an} other {# ans}}',
  ageYearsMonths: '{years, plural, one {# an} other {# ans}} et {months} mois',
  ageLabelInfant: 'Poupon',
  ageLabelToddler: 'Bambin',
  ageLabelPreschool: 'Préscolaire',
  ageLabelKindergarten: 'Maternelle',
  ageLabelPrimaryJrSchool: 'École primaire',
  ageLabelJrSchoolAge: 'Âge scolaire (cycle moyen)',
} satisfies Messages<keyof typeof english>;
