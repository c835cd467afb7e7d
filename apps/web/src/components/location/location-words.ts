import type { LocationMessages } from './location-messages';

/**
 * The location selector's title for who is choosing (docs/product/onboarding.md#location-selector):
 * "Specify a childcare location" for a provider offering care, "Complete an address" for anyone
 * else.
 */
export function locationSelectorTitle({ t }: LocationMessages, provider: boolean): string {
  return provider ? t('providerTitle') : t('seekerTitle');
}
