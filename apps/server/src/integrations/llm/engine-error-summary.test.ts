import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { engineErrorSummary } from './engine-error-summary.ts';

describe('engineErrorSummary', () => {
  const apiError = new APICallError({
    message: 'Service Unavailable',
    url: 'https://models.example/v1/chat/completions',
    requestBodyValues: { messages: [{ role: 'user', content: 'My number is +14165550123' }] },
    statusCode: 503,
    responseBody: '{"error":"overloaded","echo":"+14165550123"}',
    isRetryable: true,
  });

  it('keeps the kind and status of a provider error, never the conversation or the response', () => {
    const summary = engineErrorSummary(
      new RetryError({
        message: 'Failed after 2 attempts',
        reason: 'maxRetriesExceeded',
        errors: [apiError, apiError],
      }),
    );
    expect(summary).toEqual({
      name: 'AI_APICallError',
      message: 'Service Unavailable',
      statusCode: 503,
      retryable: true,
    });
    expect(JSON.stringify(summary)).not.toContain('+14165550123');
  });

  it('keeps the stack of our own errors', () => {
    const summary = engineErrorSummary(new TypeError('x is undefined'));
    expect(summary.name).toBe('TypeError');
    expect(summary.stack).toContain('x is undefined');
  });
});
