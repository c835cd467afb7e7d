import axios from 'axios';
import { parseValidationDetail } from '@kinderwait/contract/validation-detail';

/**
 * The field errors of a failed save: a 400's `detail` (the contract's format,
 * docs/product/errors.md#the-api-error-body) keyed by the path without the leading 'body'
 * ("unitAmount", "ageGroups.0.hoursOfBusiness.1.timeEnd"), the first message of each; a key the
 * body should not have ("body: Unrecognized key") under ''. Anything but a 400 names no field. The
 * messages are the server's English unless `word` words them (`useValidationWords`).
 */
export function fieldErrorsOf(
  error: unknown,
  word: (message: string) => string = (message) => message,
): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return found;
  const data: unknown = error.response.data;
  if (typeof data !== 'object' || data === null || !('detail' in data)) return found;
  if (typeof data.detail !== 'string') return found;
  for (const issue of parseValidationDetail(data.detail)) {
    const key = (issue.path[0] === 'body' ? issue.path.slice(1) : issue.path).join('.');
    if (!found.has(key)) found.set(key, word(issue.message));
  }
  return found;
}

/**
 * The code of a 400 refusing a request's values: `commonErrorCodes.validationFailed`, written out
 * because the contract's errors module brings every feature's codes with it (the test compares).
 */
export const validationFailedCode = 'validation_failed';

/** The `detail` of a 400 refusing a request's values (`validation_failed`), which names fields. */
export function validationDetailOf(error: unknown): string | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return undefined;
  const data: unknown = error.response.data;
  if (typeof data !== 'object' || data === null || !('detail' in data) || !('code' in data)) {
    return undefined;
  }
  return data.code === validationFailedCode && typeof data.detail === 'string'
    ? data.detail
    : undefined;
}

export interface ServerFieldError<Field extends string> {
  field: Field;
  message: string;
}

/**
 * The form fields a 400's `detail` names, in the order it names them, once each: an issue whose
 * path starts with body.<field> becomes that field's error (body.location.address → location);
 * the others are left to a form-level message. The messages are worded by `word`, as in
 * `fieldErrorsOf`.
 */
export function serverFieldErrors<Field extends string>(
  detail: string | undefined,
  fields: readonly Field[],
  word: (message: string) => string = (message) => message,
): ServerFieldError<Field>[] {
  if (detail === undefined) return [];
  const found: ServerFieldError<Field>[] = [];
  for (const issue of parseValidationDetail(detail)) {
    const [scope, name] = issue.path;
    if (scope !== 'body') continue;
    const field = fields.find((candidate) => candidate === name);
    if (field !== undefined && !found.some((one) => one.field === field)) {
      found.push({ field, message: word(issue.message) });
    }
  }
  return found;
}
