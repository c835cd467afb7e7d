import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/billing.en';

/** The keys of the billing screens' messages: the English catalogue's. */
export type BillingKey = keyof typeof english;

/** The billing screens' words in the active language, with its formatter. */
export type BillingMessages = FeatureMessages<BillingKey>;

/** The billing screens' words, one chunk per language (docs/decisions/i18n.md). */
export const billingCatalogue = defineCatalogue<BillingKey>('billing', {
  en: () => import('./messages/billing.en'),
  fr: () => import('./messages/billing.fr'),
});
