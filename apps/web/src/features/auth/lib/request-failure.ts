import { isAxiosError } from 'axios';
import { errorMessageFor } from '../../../api/error-words';
import { authErrorWords, authTexts } from '../auth-texts';

/**
 * Words for a failed call shown on the form: a connection problem, the sign-in screens' words for
 * the answer's error code, or else the server's message.
 */
export function requestFailureMessage(error: unknown): string {
  if (isAxiosError(error) && error.response === undefined) return authTexts.connectionProblem;
  return errorMessageFor(error, authErrorWords);
}
