/**
 * Codes and default messages the server puts in `ApiErrorBody` (DESIGN 5), so clients can branch on
 * `code` instead of parsing words. Modules add their own codes in their own contract files.
 */
export const apiErrorCodes = {
  validationFailed: 'validation_failed',
  notFound: 'not_found',
  invalidAntiForgeryToken: 'invalid_anti_forgery_token',
  rateLimited: 'rate_limited',
  internalError: 'internal_error',
} as const;
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes];

export const apiErrorMessages = {
  invalidRequest: 'Invalid request',
  notFound: 'Not found',
  internalServerError: 'Internal server error',
} as const;

/** The 429 message; `seconds` is how long until the client's window resets. */
export function tooManyRequestsMessage(seconds: number): string {
  return `Too many requests, please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}
