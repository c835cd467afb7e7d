import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse } from 'axios';
import { describe, expect, test } from 'vitest';
import { commonErrorCodes } from '@kinderwait/contract/errors';
import { specMessages } from '@kinderwait/contract/messages';
import { apiErrorCodeOf, errorMessageFor } from './error-words';
import type { ErrorWords } from './error-words';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    null,
    response,
  );
}

const words: ErrorWords = { rate_limited: 'Slow down a little, then try again.' };

describe('error codes mapped to words (a feature’s texts, the server’s message otherwise)', () => {
  test('a code the feature maps shows its words, not the server’s', () => {
    const error = answered(429, {
      message: 'Too many requests, please try again in 30 seconds.',
      code: commonErrorCodes.rateLimited,
    });
    expect(errorMessageFor(error, words)).toBe('Slow down a little, then try again.');
  });

  test('a code the feature does not map shows the server’s detail, else its message', () => {
    expect(
      errorMessageFor(
        answered(404, { message: 'Not found', detail: 'No such user', code: 'not_found' }),
        words,
      ),
    ).toBe('No such user');
    expect(errorMessageFor(answered(404, { message: 'Not found', code: 'not_found' }), words)).toBe(
      'Not found',
    );
  });

  test('a code the contract does not know is not trusted: the server’s words show', () => {
    const error = answered(429, { message: 'Server words', code: 'rate_limited_v2' });
    expect(apiErrorCodeOf(error)).toBeUndefined();
    expect(errorMessageFor(error, { ...words })).toBe('Server words');
  });

  test('errors without an answer fall back to their own text, then "Unknown error"', () => {
    expect(errorMessageFor(new AxiosError('Network Error'), words)).toBe('Network Error');
    expect(errorMessageFor('not an error', words)).toBe(specMessages.unknownError);
  });
});
