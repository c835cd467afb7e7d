import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/validation.en';

/** The keys of the validation messages: the English catalogue's. */
export type ValidationKey = keyof typeof english;

/**
 * Validation messages (the contract's and zod's) in each language, one chunk per language
 * (docs/decisions/i18n.md). Other languages load the English one too, to recognise a message.
 */
export const validationCatalogue = defineCatalogue<ValidationKey>('validation', {
  en: () => import('./messages/validation.en'),
  fr: () => import('./messages/validation.fr'),
});
