import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/press.en';

export type PressKey = keyof typeof english;

/** The press page's words, one chunk per language (docs/decisions/i18n.md). */
export const pressCatalogue = defineCatalogue<PressKey>('press', {
  en: () => import('./messages/press.en'),
  fr: () => import('./messages/press.fr'),
});
