import { parseValidationDetail } from '@kinderwait/contract/validation-detail';

export interface ServerFieldError<Field extends string> {
  field: Field;
  message: string;
}

/**
 * The fields a 400 answer names in its `detail` (the contract's format): an issue whose path
 * starts with body.<field> becomes that field's error (body.location.address → location).
 */
export function serverFieldErrors<Field extends string>(
  detail: string | undefined,
  fields: readonly Field[],
): ServerFieldError<Field>[] {
  if (detail === undefined) return [];
  const found: ServerFieldError<Field>[] = [];
  for (const issue of parseValidationDetail(detail)) {
    const [scope, name] = issue.path;
    if (scope !== 'body') continue;
    const field = fields.find((candidate) => candidate === name);
    if (field !== undefined && !found.some((one) => one.field === field)) {
      found.push({ field, message: issue.message });
    }
  }
  return found;
}
