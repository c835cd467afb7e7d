import type { ProviderWaitlistQuery } from '@kinderwait/contract/provider-waitlist';

/**
 * Query keys of the provider's waitlist (docs/product/offers.md#the-providers-waitlist-screen).
 * Shared: the waitlist screen reads and changes them (priorities, offers, settings); home reads
 * the list's totals.
 */
export const providerWaitlistKeys = {
  all: ['provider-waitlist'] as const,
  ofProvider: (providerId: string) => [...providerWaitlistKeys.all, providerId] as const,
  entries: (providerId: string, query: ProviderWaitlistQuery) =>
    [...providerWaitlistKeys.ofProvider(providerId), 'entries', query] as const,
  priorities: (providerId: string) =>
    [...providerWaitlistKeys.ofProvider(providerId), 'priorities'] as const,
  settings: (providerId: string) =>
    [...providerWaitlistKeys.ofProvider(providerId), 'settings'] as const,
  offers: (providerId: string) =>
    [...providerWaitlistKeys.ofProvider(providerId), 'offers'] as const,
  withdrawals: (providerId: string) =>
    [...providerWaitlistKeys.ofProvider(providerId), 'withdrawals'] as const,
};
