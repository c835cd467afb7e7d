import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/profile.en';

/** The keys of the profile screens' messages: the English catalogue's. */
export type ProfileKey = keyof typeof english;

export type ProfileMessages = FeatureMessages<ProfileKey>;

/** The profile screens' words, one chunk per language (docs/decisions/i18n.md). */
export const profileCatalogue = defineCatalogue<ProfileKey>('profile', {
  en: () => import('./messages/profile.en'),
  fr: () => import('./messages/profile.fr'),
});
