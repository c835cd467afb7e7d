import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/user-location.en';

/** The keys of the user location's messages: the English catalogue's. */
export type UserLocationKey = keyof typeof english;

/** The words about the seeker's location, one chunk per language (docs/decisions/i18n.md). */
export const userLocationCatalogue = defineCatalogue<UserLocationKey>('user-location', {
  en: () => import('./messages/user-location.en'),
  fr: () => import('./messages/user-location.fr'),
});
