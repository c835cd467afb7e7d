import { ageGroupIds } from '@kinderwait/contract';
import type { ReplyLanguage } from '../../reply-language.ts';
import type { Choice } from '../parsers/choices.ts';

/**
 * The catalogues the broadcast chat offers, as GET /api/age-groups and GET /api/childcare-types
 * list them. The ids are the stable ones migration 0003_seed_catalogues.sql seeds; the engine is
 * offline and only gets the profile, so it carries the names itself (the tool's own check still
 * refuses an id the catalogue does not have).
 */
export interface AgeGroupChoice extends Choice<number> {
  /** Regular expression source for naming the group in a correction ("the infant spaces"). */
  scope: string;
}

export const ageGroupChoices: readonly AgeGroupChoice[] = [
  {
    value: ageGroupIds.infant,
    label: 'Infant',
    frenchLabel: 'Poupons',
    words: ['infants?', 'bab(?:y|ies)', 'poupons?', 'bébés?'],
    scope: 'infants?|bab(?:y|ies)|poupons?|bébés?',
  },
  {
    value: ageGroupIds.toddler,
    label: 'Toddler',
    frenchLabel: 'Bambins',
    words: ['toddlers?', 'bambins?', 'trottineurs?'],
    scope: 'toddlers?|bambins?|trottineurs?',
  },
  {
    value: ageGroupIds.preschool,
    label: 'Preschool',
    frenchLabel: 'Préscolaire',
    words: ['pre-?school(?:ers?)?', 'pre school(?:ers?)?', 'pr[ée]scolaires?'],
    scope: 'pre-?school(?:ers?)?|pre school|pr[ée]scolaires?',
  },
  {
    value: ageGroupIds.kindergarten,
    label: 'Kindergarten',
    frenchLabel: 'Maternelle et jardin d’enfants',
    words: ['kindergarten', 'kinder', 'jk', 'sk', 'maternelle', 'jardin(?: d.enfants)?'],
    scope: 'kindergarten|kinder|maternelle|jardin',
  },
  {
    value: ageGroupIds['school-age'],
    label: 'School age',
    frenchLabel: 'Âge scolaire',
    words: ['school[- ]?age(?:rs?|d)?', 'school[- ]kids', 'school children', '[âa]ge scolaire'],
    scope: 'school[- ]?age(?:rs?|d)?|[âa]ge scolaire',
  },
];

/** A choice's label in `language`. */
const labelOf = (choice: Choice<number>, language: ReplyLanguage): string =>
  language === 'fr' ? (choice.frenchLabel ?? choice.label) : choice.label;

export const ageGroupLabel = (id: number, language: ReplyLanguage = 'en'): string => {
  const choice = ageGroupChoices.find((one) => one.value === id);
  if (choice !== undefined) return labelOf(choice, language);
  return language === 'fr' ? `Groupe d’âge ${String(id)}` : `Age Group ${String(id)}`;
};

/** The childcare types (the welcome message's "services"), ids of GET /api/childcare-types. */
export const serviceChoices: readonly Choice<number>[] = [
  {
    value: 1,
    label: 'Full-time',
    frenchLabel: 'Temps plein',
    words: ['full[- ]?time', 'full[- ]?days?', 'temps plein', 'journées? complètes?'],
  },
  {
    value: 2,
    label: 'Part-time',
    frenchLabel: 'Temps partiel',
    words: ['part[- ]?time', 'half[- ]?days?', 'temps partiel', 'demi[- ]journées?'],
  },
  {
    value: 3,
    label: 'Before and after school',
    frenchLabel: 'Avant et après l’école',
    words: [
      'before (?:and|&) after(?: school)?',
      'before[- ]school',
      'after[- ]school',
      'avant (?:et|&) après(?: l.école)?',
      'avant l.école',
      'après l.école',
      'parascolaire',
    ],
  },
  {
    value: 4,
    label: 'Drop-in or occasional',
    frenchLabel: 'Halte-garderie ou garde occasionnelle',
    words: ['drop[- ]?ins?', 'occasional', 'halte[- ]garderie', 'occasionnelle?'],
  },
  {
    value: 5,
    label: 'Evenings and overnight',
    frenchLabel: 'Soirs et nuits',
    words: ['evenings?', 'overnights?', 'nights?', 'soirs?', 'soirées?', 'nuits?'],
  },
  {
    value: 6,
    label: 'Weekends',
    frenchLabel: 'Fins de semaine',
    words: ['weekends?', 'saturdays?', 'sundays?', 'fins? de semaine', 'samedis?', 'dimanches?'],
  },
];

export const serviceLabel = (id: number, language: ReplyLanguage = 'en'): string => {
  const choice = serviceChoices.find((one) => one.value === id);
  return choice === undefined ? `Service ${String(id)}` : labelOf(choice, language);
};

/** "1. Infant, 2. Toddler, ..." */
export const numberedList = (
  choices: readonly Choice<number>[],
  language: ReplyLanguage = 'en',
): string =>
  choices.map((choice, index) => `${String(index + 1)}. ${labelOf(choice, language)}`).join(', ');
