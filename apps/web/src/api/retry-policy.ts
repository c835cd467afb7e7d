import axios from 'axios';
import './request-options';

/** How many times a failed read is asked again before its screen shows the failure. */
export const maxReadRetries = 2;

/**
 * Whether a failed read is worth asking again (TanStack Query's `retry`). Only a call that keeps
 * its errors on its own screen (`handleErrors: false`) is retried, and only when the failure may
 * pass: no answer at all (network) or a server error (5xx). A 4xx will not change by asking again,
 * an answer that breaks the contract (a ZodError) neither, and for a call that let the client show
 * the error screen, the user has already left the page that asked.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxReadRetries) return false;
  if (!axios.isAxiosError(error) || error.config?.handleErrors !== false) return false;
  return isWorthRetrying(error);
}

/** Statuses that say "not now" rather than "never". */
const passingStatuses: ReadonlySet<number> = new Set([408, 429]);

/**
 * Whether asking again can give another answer: no answer at all (offline) or a server error or
 * "not now" (408, 429). A refusal about the thing asked for (a child not found, no permission, a
 * bad value) or an answer that breaks the contract gives the same answer every time, so neither
 * the query nor a "Try again" button should ask again.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!axios.isAxiosError(error) || axios.isCancel(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500 || passingStatuses.has(status);
}
