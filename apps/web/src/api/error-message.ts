import axios from 'axios';
import { specMessages } from '@kinderwait/contract/messages';

const messageFields = ['detail', 'message', 'error'] as const;

/**
 * The message a server put in an error body (docs/product/errors.md#the-message-shown): the field
 * `detail`, `message` or `error`, else the body's JSON text; undefined when the body is empty.
 */
export function readServerMessage(data: unknown): string | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string') return data.trim() === '' ? undefined : data;
  if (typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const field of messageFields) {
      const value = record[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    if (Object.keys(record).length === 0) return undefined;
  }
  try {
    return JSON.stringify(data);
  } catch {
    return undefined;
  }
}

/** A message for any error a call can reject with, for features that show errors inline. */
export function extractErrorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    return readServerMessage(error.response?.data) ?? (error.message || specMessages.unknownError);
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return specMessages.unknownError;
}
