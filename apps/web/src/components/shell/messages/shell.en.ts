/**
 * The words of the app's shell in English (ICU messages, docs/decisions/i18n.md#the-recipe): the
 * full-screen loading indicator's name. The other languages' files have these keys.
 */
export default {
  loading: 'Loading',
} as const;
