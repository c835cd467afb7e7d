import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/childcare-provider.en';

/** The keys of the provider profile's messages: the English catalogue's. */
export type ChildcareProviderKey = keyof typeof english;

/** The provider profile's words in the active language, with its formatter. */
export type ChildcareProviderMessages = FeatureMessages<ChildcareProviderKey>;

/** The provider profile's words, one chunk per language (docs/decisions/i18n.md). */
export const childcareProviderCatalogue = defineCatalogue<ChildcareProviderKey>(
  'childcare-provider',
  {
    en: () => import('./messages/childcare-provider.en'),
    fr: () => import('./messages/childcare-provider.fr'),
  },
);
