import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/offers.en';

/** The keys of the offers feature's messages: the English catalogue's. */
export type OffersKey = keyof typeof english;

/** The offers feature's words, one chunk per language (docs/decisions/i18n.md). */
export const offersCatalogue = defineCatalogue<OffersKey>('offers', {
  en: () => import('./messages/offers.en'),
  fr: () => import('./messages/offers.fr'),
});
