import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/about.en';

export type AboutKey = keyof typeof english;

/** The about page's words, one chunk per language (docs/decisions/i18n.md). */
export const aboutCatalogue = defineCatalogue<AboutKey>('about', {
  en: () => import('./messages/about.en'),
  fr: () => import('./messages/about.fr'),
});
