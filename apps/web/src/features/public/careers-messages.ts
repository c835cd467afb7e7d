import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/careers.en';

export type CareersKey = keyof typeof english;

/** The careers page's words, one chunk per language (docs/decisions/i18n.md). */
export const careersCatalogue = defineCatalogue<CareersKey>('careers', {
  en: () => import('./messages/careers.en'),
  fr: () => import('./messages/careers.fr'),
});
