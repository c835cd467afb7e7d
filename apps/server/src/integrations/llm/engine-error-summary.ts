import { APICallError, RetryError } from 'ai';

export interface EngineErrorSummary {
  name: string;
  message: string;
  statusCode?: number;
  retryable?: boolean;
  /** Kept for our own errors (a bug to find), not for a provider's refusal. */
  stack?: string;
}

/**
 * What an engine failure may log. The AI SDK's API errors carry the whole request (the
 * conversation, the provider's profile, phone numbers) and the provider's response body: only
 * the kind, message and status are kept, from the last try when the SDK retried.
 */
export function engineErrorSummary(error: unknown): EngineErrorSummary {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    return {
      name: last.name,
      message: last.message,
      ...(last.statusCode === undefined ? {} : { statusCode: last.statusCode }),
      retryable: last.isRetryable,
    };
  }
  if (last instanceof Error) {
    return {
      name: last.name,
      message: last.message,
      ...(last.stack === undefined ? {} : { stack: last.stack }),
    };
  }
  return { name: 'UnknownError', message: String(last) };
}
