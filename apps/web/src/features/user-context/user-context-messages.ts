import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/user-context.en';

/** The keys of the user context's messages: the English catalogue's. */
export type UserContextKey = keyof typeof english;

/** The user context's words, one chunk per language (docs/decisions/i18n.md). */
export const userContextCatalogue = defineCatalogue<UserContextKey>('user-context', {
  en: () => import('./messages/user-context.en'),
  fr: () => import('./messages/user-context.fr'),
});
