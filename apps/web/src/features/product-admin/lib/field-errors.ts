import axios from 'axios';
import { parseValidationDetail } from '@kinderwait/contract/validation-detail';

/**
 * The field errors of a failed save: a 400's `detail` (the contract's format) keyed by the path
 * without the leading 'body' ("unitAmount", "limits.broadcast"); a key the body should not have
 * ("body: Unrecognized key") under `''`.
 */
export function fieldErrorsOf(error: unknown): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return found;
  const data: unknown = error.response.data;
  if (typeof data !== 'object' || data === null || !('detail' in data)) return found;
  if (typeof data.detail !== 'string') return found;
  for (const issue of parseValidationDetail(data.detail)) {
    const key = (issue.path[0] === 'body' ? issue.path.slice(1) : issue.path).join('.');
    if (!found.has(key)) found.set(key, issue.message);
  }
  return found;
}
