import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/onboarding.en';

/** The keys of the onboarding screens' messages: the English catalogue's. */
export type OnboardingKey = keyof typeof english;

export type OnboardingMessages = FeatureMessages<OnboardingKey>;

/** The onboarding screens' words, one chunk per language (docs/decisions/i18n.md). */
export const onboardingCatalogue = defineCatalogue<OnboardingKey>('onboarding', {
  en: () => import('./messages/onboarding.en'),
  fr: () => import('./messages/onboarding.fr'),
});
