/**
 * Query keys of the signed-in user's usage of each limited kind
 * (docs/product/billing.md#usage-limits). Shared: every screen that starts a limited action (the
 * assistant chat, broadcasts, the voice agent) checks it before acting.
 */
export const usageKeys = {
  all: ['usage'] as const,
};
