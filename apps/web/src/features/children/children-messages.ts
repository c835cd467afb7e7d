import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/children.en';

/** The keys of the children feature's messages: the English catalogue's. */
export type ChildrenKey = keyof typeof english;

export type ChildrenMessages = FeatureMessages<ChildrenKey>;

/** The children feature's words, one chunk per language (docs/decisions/i18n.md). */
export const childrenCatalogue = defineCatalogue<ChildrenKey>('children', {
  en: () => import('./messages/children.en'),
  fr: () => import('./messages/children.fr'),
});
