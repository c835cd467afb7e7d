import axios from 'axios';
import type { ApiErrorCode } from '@kinderwait/contract/errors';
import { apiErrorCodes } from './api-error-codes';
import { extractErrorMessage } from './error-message';

/**
 * The words a feature shows for the error codes it can meet, kept in its texts file: the server
 * names what went wrong with a code, the client says it in the user's words (and, later, in
 * their language) without the server changing.
 */
export type ErrorWords = Partial<Record<ApiErrorCode, string>>;

const knownCodes: ReadonlySet<string> = new Set(apiErrorCodes);

function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}

/** The contract's error code in a failed call's answer, if it carries one. */
export function apiErrorCodeOf(error: unknown): ApiErrorCode | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return isApiErrorCode(data.code) ? data.code : undefined;
}

/**
 * What a user reads about a failed call: the feature's words for the answer's error code when it
 * maps that code, else the server's own (docs/product/errors.md#the-message-shown: `detail`,
 * `message` or `error`, the body's JSON text, the client's error text, 'Unknown error').
 */
export function errorMessageFor(error: unknown, words: ErrorWords): string {
  const code = apiErrorCodeOf(error);
  return (code === undefined ? undefined : words[code]) ?? extractErrorMessage(error);
}
