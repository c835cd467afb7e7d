import { surveysErrorCodes, surveysMessages } from '@kinderwait/contract/surveys';
import type { ErrorWords } from '../../api/error-words';

/**
 * Words of the waitlist survey (docs/product/waitlist.md#surveys). The questions themselves come
 * from the contract.
 */
export const surveysTexts = {
  pageTitle: 'A few questions',
  loading: 'Loading the survey',
  loadFailed: 'We could not load the survey.',
  retry: 'Try again',
  continueToRequests: 'Go to your childcare requests',
  title: 'Help us help Toronto families',
  intro:
    'Your requests are on their way. Five short questions about your search: answer as many as you like, we ask only once.',
  optional: 'Optional',
  textHint: (length: number, max: number) => `${String(length)} / ${String(max)} characters`,
  submit: 'Send my answers',
  skip: 'Skip the survey',
  noAnswer: 'Please answer at least one question, or skip the survey.',
  saveFailed: (message: string) => `We could not send your answers: ${message}`,
  skipFailed: (message: string) => `We could not skip the survey: ${message}`,
  thanksTitle: 'Thank you!',
  thanksText: 'Your answers help us make KinderWait better for families looking for care.',
  seeRequests: 'See your childcare requests',
} as const;

export const surveysErrorWords: ErrorWords = {
  [surveysErrorCodes.surveyNotDue]: surveysMessages.surveyNotDue,
};
