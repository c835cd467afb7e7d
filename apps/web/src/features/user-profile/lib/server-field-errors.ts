import { parseValidationDetail } from '@kinderwait/contract/validation-detail';

export interface ServerFieldError<Field extends string> {
  field: Field;
  message: string;
}

/**
 * Reads the fields a 400 answer names in its `detail` (the contract's format, DESIGN 5): an issue
 * whose path ends in one of `fields` becomes that field's error, the others are left to a
 * form-level message.
 */
export function serverFieldErrors<Field extends string>(
  detail: string | undefined,
  fields: readonly Field[],
): ServerFieldError<Field>[] {
  if (detail === undefined) return [];
  const found: ServerFieldError<Field>[] = [];
  for (const issue of parseValidationDetail(detail)) {
    const lastSegment = issue.path.at(-1);
    const field = fields.find((name) => name === lastSegment);
    if (field !== undefined) found.push({ field, message: issue.message });
  }
  return found;
}
