import type { ErrorWords } from '../../api/error-words';

/** Words of the provider profile. */
export const childcareProviderTexts = {
  loadFailed: 'We could not load your childcare profile.',
  retry: 'Try again',
} as const;

export const childcareProviderErrorWords: ErrorWords = {
  rate_limited: 'Too many attempts in a short time. Wait a minute, then try again.',
};
