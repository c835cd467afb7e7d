/** The user context's own widgets. */
export default {
  loadFailed: 'We could not load your account.',
  retry: 'Try again',
} as const;
