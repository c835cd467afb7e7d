import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/privacy.en';

/** The keys of the privacy feature's messages: the English catalogue's. */
export type PrivacyKey = keyof typeof english;

export type PrivacyMessages = FeatureMessages<PrivacyKey>;

/** The privacy feature's words, one chunk per language (docs/decisions/i18n.md). */
export const privacyCatalogue = defineCatalogue<PrivacyKey>('privacy', {
  en: () => import('./messages/privacy.en'),
  fr: () => import('./messages/privacy.fr'),
});
