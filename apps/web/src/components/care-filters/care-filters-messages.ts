import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/care-filters.en';

/** The keys of the care-needs filters' messages: the English catalogue's. */
export type CareFiltersKey = keyof typeof english;
export type CareFiltersMessages = FeatureMessages<CareFiltersKey>;

/** The care-needs filters' words, one chunk per language (docs/decisions/i18n.md). */
export const careFiltersCatalogue = defineCatalogue<CareFiltersKey>('care-filters', {
  en: () => import('./messages/care-filters.en'),
  fr: () => import('./messages/care-filters.fr'),
});
