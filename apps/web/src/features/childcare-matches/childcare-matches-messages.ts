import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/childcare-matches.en';

/** The keys of the childcare matches feature's messages: the English catalogue's. */
export type ChildcareMatchesKey = keyof typeof english;

/**
 * The matches screen's and the sending result page's words, one chunk per language
 * (docs/decisions/i18n.md).
 */
export const childcareMatchesCatalogue = defineCatalogue<ChildcareMatchesKey>('childcare-matches', {
  en: () => import('./messages/childcare-matches.en'),
  fr: () => import('./messages/childcare-matches.fr'),
});
