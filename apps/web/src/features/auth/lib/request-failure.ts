import { isAxiosError } from 'axios';
import { extractErrorMessage } from '../../../api/error-message';

export const connectionProblem =
  'We could not reach KinderWait. Check your internet connection and try again.';

/** Words for a failed call shown on the form: the server's message, or a connection problem. */
export function requestFailureMessage(error: unknown): string {
  if (isAxiosError(error) && error.response === undefined) return connectionProblem;
  return extractErrorMessage(error);
}
