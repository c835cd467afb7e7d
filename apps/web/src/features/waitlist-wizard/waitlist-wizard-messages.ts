import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/waitlist-wizard.en';

/** The keys of the waitlist wizard's messages: the English catalogue's. */
export type WaitlistWizardKey = keyof typeof english;
export type WaitlistWizardMessages = FeatureMessages<WaitlistWizardKey>;

/** The waitlist wizard's words, one chunk per language (docs/decisions/i18n.md). */
export const waitlistWizardCatalogue = defineCatalogue<WaitlistWizardKey>('waitlist-wizard', {
  en: () => import('./messages/waitlist-wizard.en'),
  fr: () => import('./messages/waitlist-wizard.fr'),
});
