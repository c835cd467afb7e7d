import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/auth.en';

/** The keys of the sign-in screens' messages: the English catalogue's. */
export type AuthKey = keyof typeof english;

export type AuthMessages = FeatureMessages<AuthKey>;

/** The sign-in screens' words, one chunk per language (docs/decisions/i18n.md). */
export const authCatalogue = defineCatalogue<AuthKey>('auth', {
  en: () => import('./messages/auth.en'),
  fr: () => import('./messages/auth.fr'),
});
