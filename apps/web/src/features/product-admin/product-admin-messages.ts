import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/product-admin.en';

/** The keys of the products screen's messages: the English catalogue's. */
export type ProductAdminKey = keyof typeof english;

/** The products screen's words in the active language, with its formatter. */
export type ProductAdminMessages = FeatureMessages<ProductAdminKey>;

/** The products screen's words, one chunk per language (docs/decisions/i18n.md). */
export const productAdminCatalogue = defineCatalogue<ProductAdminKey>('product-admin', {
  en: () => import('./messages/product-admin.en'),
  fr: () => import('./messages/product-admin.fr'),
});
