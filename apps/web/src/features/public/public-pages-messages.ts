import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/public-pages.en';

/** The keys of the public site's shared pages' messages: the English catalogue's. */
export type PublicPagesKey = keyof typeof english;

/**
 * The words of the public site's shared pages (not found, error, the blog's frame, the policies'
 * index, licences), one chunk per language (docs/decisions/i18n.md). The longer pages have their
 * own catalogues, so each page loads only its words.
 */
export const publicPagesCatalogue = defineCatalogue<PublicPagesKey>('publicPages', {
  en: () => import('./messages/public-pages.en'),
  fr: () => import('./messages/public-pages.fr'),
});
