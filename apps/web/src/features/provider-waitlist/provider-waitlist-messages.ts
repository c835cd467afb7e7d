import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/provider-waitlist.en';

/** The keys of the provider waitlist's messages: the English catalogue's. */
export type ProviderWaitlistKey = keyof typeof english;

/** The provider waitlist's words in the active language, with its formatter. */
export type ProviderWaitlistMessages = FeatureMessages<ProviderWaitlistKey>;

/** The provider waitlist's words, one chunk per language (docs/decisions/i18n.md). */
export const providerWaitlistCatalogue = defineCatalogue<ProviderWaitlistKey>('provider-waitlist', {
  en: () => import('./messages/provider-waitlist.en'),
  fr: () => import('./messages/provider-waitlist.fr'),
});
