import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/site.en';

/** The keys of the public site's frame (header, footer): the English catalogue's. */
export type SiteKey = keyof typeof english;

/**
 * The public site's frame, on every public page, one chunk per language
 * (docs/decisions/i18n.md). The content pages have their own catalogues beside it.
 */
export const siteCatalogue = defineCatalogue<SiteKey>('site', {
  en: () => import('./messages/site.en'),
  fr: () => import('./messages/site.fr'),
});
