import { isAxiosError } from 'axios';
import type { ErrorWords } from '../../../api/error-words';
import { errorMessageFor } from '../../../api/error-words';
import type { AuthMessages } from '../auth-messages';

/** What the sign-in screens say for the errors their calls can answer; others show the server's. */
export function authErrorWords({ t }: AuthMessages): ErrorWords {
  return {
    too_many_email_requests: t('errorTooManyEmailRequests'),
    mail_unavailable: t('errorMailUnavailable'),
    rate_limited: t('errorRateLimited'),
    confirmation_url_not_allowed: t('errorConfirmationUrlNotAllowed'),
  };
}

/**
 * Words for a failed call shown on the form: a connection problem, the sign-in screens' words for
 * the answer's error code, or else the server's message.
 */
export function requestFailureMessage(error: unknown, messages: AuthMessages): string {
  if (isAxiosError(error) && error.response === undefined) return messages.t('connectionProblem');
  return errorMessageFor(error, authErrorWords(messages));
}
