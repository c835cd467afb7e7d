import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/location.en';

/** The keys of the location selector's messages: the English catalogue's. */
export type LocationKey = keyof typeof english;

export type LocationMessages = FeatureMessages<LocationKey>;

/** The location selector's and its map's words, one chunk per language (docs/decisions/i18n.md). */
export const locationCatalogue = defineCatalogue<LocationKey>('location', {
  en: () => import('./messages/location.en'),
  fr: () => import('./messages/location.fr'),
});
