import { ageGroupIds } from '@kinderwait/contract';
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
    words: ['infants?', 'bab(?:y|ies)'],
    scope: 'infants?|bab(?:y|ies)',
  },
  { value: ageGroupIds.toddler, label: 'Toddler', words: ['toddlers?'], scope: 'toddlers?' },
  {
    value: ageGroupIds.preschool,
    label: 'Preschool',
    words: ['pre-?school(?:ers?)?', 'pre school(?:ers?)?'],
    scope: 'pre-?school(?:ers?)?|pre school',
  },
  {
    value: ageGroupIds.kindergarten,
    label: 'Kindergarten',
    words: ['kindergarten', 'kinder', 'jk', 'sk'],
    scope: 'kindergarten|kinder',
  },
  {
    value: ageGroupIds['school-age'],
    label: 'School age',
    words: ['school[- ]?age(?:rs?|d)?', 'school[- ]kids', 'school children'],
    scope: 'school[- ]?age(?:rs?|d)?',
  },
];

export const ageGroupLabel = (id: number): string =>
  ageGroupChoices.find((choice) => choice.value === id)?.label ?? `Age Group ${String(id)}`;

/** The childcare types (the welcome message's "services"), ids of GET /api/childcare-types. */
export const serviceChoices: readonly Choice<number>[] = [
  { value: 1, label: 'Full-time', words: ['full[- ]?time', 'full[- ]?days?'] },
  { value: 2, label: 'Part-time', words: ['part[- ]?time', 'half[- ]?days?'] },
  {
    value: 3,
    label: 'Before and after school',
    words: ['before (?:and|&) after(?: school)?', 'before[- ]school', 'after[- ]school'],
  },
  { value: 4, label: 'Drop-in or occasional', words: ['drop[- ]?ins?', 'occasional'] },
  {
    value: 5,
    label: 'Evenings and overnight',
    words: ['evenings?', 'overnights?', 'nights?'],
  },
  { value: 6, label: 'Weekends', words: ['weekends?', 'saturdays?', 'sundays?'] },
];

export const serviceLabel = (id: number): string =>
  serviceChoices.find((choice) => choice.value === id)?.label ?? `Service ${String(id)}`;

/** "1. Infant, 2. Toddler, ..." */
export const numberedList = (choices: readonly Choice<number>[]): string =>
  choices.map((choice, index) => `${String(index + 1)}. ${choice.label}`).join(', ');
