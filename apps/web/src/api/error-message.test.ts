import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse } from 'axios';
import { describe, expect, test } from 'vitest';
import { extractErrorMessage, readServerMessage } from './error-message';

function responseError(data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = {
    data,
    status: 500,
    statusText: 'Internal Server Error',
    headers: {},
    config,
  };
  return new AxiosError(
    'Request failed with status code 500',
    'ERR_BAD_RESPONSE',
    config,
    null,
    response,
  );
}

describe('error message source', () => {
  test('takes detail first, then message, then error', () => {
    expect(readServerMessage({ detail: 'd', message: 'm', error: 'e' })).toBe('d');
    expect(readServerMessage({ message: 'm', error: 'e' })).toBe('m');
    expect(readServerMessage({ error: 'e' })).toBe('e');
  });

  test('skips empty fields', () => {
    expect(readServerMessage({ detail: '', message: 'm' })).toBe('m');
  });

  test('falls back to the JSON text of the body', () => {
    expect(readServerMessage({ reason: 'odd', count: 2 })).toBe('{"reason":"odd","count":2}');
    expect(readServerMessage(['a'])).toBe('["a"]');
  });

  test('a text body is the message; an empty body has none', () => {
    expect(readServerMessage('Service down')).toBe('Service down');
    expect(readServerMessage('')).toBeUndefined();
    expect(readServerMessage(undefined)).toBeUndefined();
    expect(readServerMessage({})).toBeUndefined();
  });

  test('extractErrorMessage reads the response body of an axios error', () => {
    expect(extractErrorMessage(responseError({ message: 'Child not found' }))).toBe(
      'Child not found',
    );
  });

  test('extractErrorMessage falls back to the error text, then "Unknown error"', () => {
    expect(extractErrorMessage(responseError(''))).toBe('Request failed with status code 500');
    expect(extractErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(extractErrorMessage('not an error')).toBe('Unknown error');
    expect(extractErrorMessage(new AxiosError(''))).toBe('Unknown error');
  });
});
