import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/age-words.en';

/** The keys of the age words: the English catalogue's. */
export type AgeWordsKey = keyof typeof english;

/** The age words in the active language, with their formatter. */
export type AgeWordsMessages = FeatureMessages<AgeWordsKey>;

/**
 * A child's age ("2 years 3 months") and age label ("Toddler") in words, shared by the children
 * list and the provider's waitlist, one chunk per language (docs/decisions/i18n.md).
 */
export const ageWordsCatalogue = defineCatalogue<AgeWordsKey>('age-words', {
  en: () => import('./messages/age-words.en'),
  fr: () => import('./messages/age-words.fr'),
});
