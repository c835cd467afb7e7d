import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { Language } from '../../lib/i18n/language';
import type { RouteContent } from '../../lib/i18n/route-catalogues';
import { loadMessages } from '../../lib/i18n/use-messages';
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

/** Loads what `useValidationWords` needs in a language: nothing in English, else both catalogues. */
export async function loadValidationWords(language: Language): Promise<void> {
  if (language === 'en') return;
  await Promise.all([
    loadMessages(validationCatalogue, 'en'),
    loadMessages(validationCatalogue, language),
  ]);
}

/**
 * The validation words as a route's content (`routeWords`), so the forms of the routes under it
 * do not suspend for them.
 */
export const validationWordsContent: RouteContent = { loadIn: loadValidationWords };
