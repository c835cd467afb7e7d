import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/navigation.en';

/** The keys of the signed-in navigation's messages: the English catalogue's. */
export type NavigationKey = keyof typeof english;

/** The signed-in navigation's words, one chunk per language (docs/decisions/i18n.md). */
export const navigationCatalogue = defineCatalogue<NavigationKey>('navigation', {
  en: () => import('./messages/navigation.en'),
  fr: () => import('./messages/navigation.fr'),
});
