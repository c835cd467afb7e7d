import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/availability-picker.en';

/** The keys of the availability picker's messages: the English catalogue's. */
export type AvailabilityPickerKey = keyof typeof english;

/** The availability picker's words, one chunk per language (docs/decisions/i18n.md). */
export const availabilityPickerCatalogue = defineCatalogue<AvailabilityPickerKey>(
  'availability-picker',
  {
    en: () => import('./messages/availability-picker.en'),
    fr: () => import('./messages/availability-picker.fr'),
  },
);
