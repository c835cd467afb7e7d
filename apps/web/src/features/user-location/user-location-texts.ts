import type { ErrorWords } from '../../api/error-words';

/** Words about the seeker's location. */
export const userLocationTexts = {
  loadFailed: 'We could not load your saved address.',
  retry: 'Try again',
} as const;

export const userLocationErrorWords: ErrorWords = {
  children_location_not_allowed: 'Your role cannot move your children with your address.',
  rate_limited: 'Too many attempts in a short time. Wait a minute, then try again.',
};
