import type { ErrorWords } from '../../api/error-words';

/**
 * Words the app's location part (app/location) shows on the provider profile screen: English
 * only until that part reads a catalogue; the rest of the screen's words are in
 * childcare-provider-messages.ts.
 */
export const childcareProviderTexts = {
  retry: 'Try again',
  location: {
    heading: 'Location',
    none: 'No location set yet.',
    change: 'Change the location',
    cancel: 'Cancel',
    submit: 'Save the location',
  },
} as const;

export const childcareProviderErrorWords: ErrorWords = {
  rate_limited: 'Too many attempts in a short time. Wait a minute, then try again.',
};
