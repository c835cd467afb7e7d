/**
 * The words about loading and saving a location (the seeker's, and the location selector's for
 * every role) in English (ICU messages, docs/decisions/i18n.md#the-recipe). The other languages'
 * files have exactly these keys.
 */
export default {
  retry: 'Try again',
  errorChildrenLocationNotAllowed: 'Your role cannot move your children with your address.',
  errorRateLimited: 'Too many attempts in a short time. Wait a minute, then try again.',
} as const;
