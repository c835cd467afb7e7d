export interface ServerFieldError<Field extends string> {
  field: Field;
  message: string;
}

/**
 * Reads the fields a 400 answer names. The server's `detail` lists issues as
 * "body.phoneNumber: message; body.firstName: message" (DESIGN 5); an issue whose path ends in
 * one of `fields` becomes that field's error, the others are left to a form-level message.
 */
export function serverFieldErrors<Field extends string>(
  detail: string | undefined,
  fields: readonly Field[],
): ServerFieldError<Field>[] {
  if (detail === undefined) return [];
  const found: ServerFieldError<Field>[] = [];
  for (const issue of detail.split('; ')) {
    const separator = issue.indexOf(': ');
    if (separator === -1) continue;
    const lastSegment = issue.slice(0, separator).split('.').at(-1);
    const field = fields.find((name) => name === lastSegment);
    if (field !== undefined) found.push({ field, message: issue.slice(separator + 2) });
  }
  return found;
}
