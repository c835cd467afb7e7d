import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/landing.en';

/** The keys of the landing page's messages: the English catalogue's. */
export type LandingKey = keyof typeof english;

/** The landing page's words, one chunk per language (docs/decisions/i18n.md). */
export const landingCatalogue = defineCatalogue<LandingKey>('landing', {
  en: () => import('./messages/landing.en'),
  fr: () => import('./messages/landing.fr'),
});
