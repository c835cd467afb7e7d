/** Words of the user context's own widgets. */
export const userContextTexts = {
  loadFailed: 'We could not load your account.',
  retry: 'Try again',
} as const;
