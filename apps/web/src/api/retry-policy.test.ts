import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { isWorthRetrying } from './retry-policy';

function answered(status: number): AxiosError {
  const response: AxiosResponse = {
    status,
    statusText: '',
    data: { code: 'child_not_found', message: 'Child not found' },
    headers: {},
    config: { headers: new AxiosHeaders() },
  };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, response);
}

describe('isWorthRetrying', () => {
  it('offers a retry when no answer came or the answer was transient', () => {
    expect(isWorthRetrying(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    for (const status of [408, 429, 500, 502, 503, 504]) {
      expect(isWorthRetrying(answered(status))).toBe(true);
    }
  });

  it('offers none for an answer that would be the same next time, such as a child not found', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(isWorthRetrying(answered(status))).toBe(false);
    }
    // An answer that broke the contract is not an HTTP failure: asking again gives it again.
    expect(isWorthRetrying(new Error('Invalid response'))).toBe(false);
  });
});
