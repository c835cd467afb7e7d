import type { z } from 'zod';

/**
 * The text every field accepts, decided once for the web and the server
 * (docs/product/platform.md#text-we-accept): no control characters and no unpaired UTF-16
 * surrogates. NUL is refused by PostgreSQL; the other controls hide in what people read (names in
 * emails, paths in statistics) and have no place in a form; a lone surrogate is not text at all and
 * cannot be stored as UTF-8. A multi-line field (a message, a description) also takes tab, line
 * feed and carriage return; a single-line one takes none of them.
 */
export const safeTextMessages = {
  singleLine: 'must not contain line breaks, other control characters or broken Unicode',
  multiLine:
    'must not contain control characters (other than tabs and line breaks) or broken Unicode',
} as const;

export interface SafeTextOptions {
  /** Allows tab, line feed and carriage return. */
  multiLine?: boolean;
}

/*
 * The rule as a regular expression, so that it is also a JSON Schema `pattern` and the API's
 * OpenAPI document shows it. Refused: C0 controls, DEL and C1 controls (Unicode category Cc; a
 * multi-line field keeps tab, line feed and carriage return), and surrogates. With the `u` flag a
 * well-paired surrogate pair is one astral character, so only a lone surrogate matches the class;
 * JSON Schema validators read patterns the same way (Ajv's default). The escapes stay escapes in
 * `source`, so the document carries printable text.
 */
/* eslint-disable no-control-regex -- control characters are exactly what the rule refuses */
export const safeTextPatterns = {
  singleLine: /^[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]*$/u,
  multiLine: /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]*$/u,
} as const;
/* eslint-enable no-control-regex */

function patternOf({ multiLine = false }: SafeTextOptions): RegExp {
  return multiLine ? safeTextPatterns.multiLine : safeTextPatterns.singleLine;
}

export function isSafeText(text: string, options: SafeTextOptions = {}): boolean {
  return patternOf(options).test(text);
}

/**
 * The index of the first character the field must refuse, or -1. Iterating a string yields code
 * points, so a surrogate seen on its own has lost its other half.
 */
export function unsafeCharacterIndex(text: string, options: SafeTextOptions = {}): number {
  let index = 0;
  for (const character of text) {
    if (!isSafeText(character, options)) return index;
    index += character.length;
  }
  return -1;
}

/**
 * Text from outside the API (an AI model's reply, the City's data) that the server stores and
 * shows rather than refuses: in a single line, a tab or line break becomes a space; any other
 * refused character is dropped, and a lone surrogate becomes U+FFFD, as a UTF-8 decoder would.
 */
export function toSafeText(text: string, options: SafeTextOptions = {}): string {
  if (isSafeText(text, options)) return text;
  let safe = '';
  for (const character of text) {
    if (isSafeText(character, options)) safe += character;
    else if (/\p{Cs}/u.test(character)) safe += '\ufffd';
    else if (/[\t\n\r]/.test(character)) safe += ' ';
  }
  return safe;
}

/**
 * Where in `value` (strings, arrays and plain objects, keys included) text breaks the multi-line
 * rule, as a path such as `subscription.id`; undefined when nowhere. For data from outside
 * services that the server stores as it is, such as a payment processor's identifiers.
 */
export function unsafeTextPath(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') {
    return isSafeText(value, { multiLine: true }) ? undefined : at || '(value)';
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeTextPath(item, `${at}[${String(index)}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null || value instanceof Date) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const path = at === '' ? key : `${at}.${key}`;
    if (!isSafeText(key, { multiLine: true })) return path;
    const found = unsafeTextPath(item, path);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The string schemas the rule applies to: z.string() and its formats (z.url(), ...). */
type StringSchema = z.ZodString | z.ZodStringFormat;

/**
 * JSON Schema's names for zod's string formats. A pattern added to a format hides the format from
 * zod's JSON Schema, so safeText writes it back: the document keeps saying "a URI".
 */
const jsonSchemaFormats: Readonly<Record<string, string>> = {
  url: 'uri',
  email: 'email',
  uuid: 'uuid',
  date: 'date',
  datetime: 'date-time',
  time: 'time',
};

/**
 * `schema` refusing unsafe text, with a message the 400's detail puts after the field's name
 * ("body.firstName: must not contain…"), and the rule as the field's `pattern` in the API
 * document. Apply it last, after `.trim()`, so a pasted trailing line break is trimmed rather than
 * refused:
 *
 *   firstName: safeText(z.string().trim().min(1).max(60)),
 *
 * Every string the server accepts carries it, or a format or enum that admits only printable text
 * (the server refuses to register a route otherwise: apps/server/src/http/request-text-rule.ts).
 */
export function safeText<Schema extends StringSchema>(
  schema: Schema,
  options: SafeTextOptions = {},
): Schema {
  const message =
    options.multiLine === true ? safeTextMessages.multiLine : safeTextMessages.singleLine;
  const format = schema.format === null ? undefined : jsonSchemaFormats[schema.format];
  // `regex` and `meta` return the same kind of schema they are called on.
  const safe = schema.regex(patternOf(options), { error: message }) as Schema;
  return format === undefined ? safe : (safe.meta({ format }) as Schema);
}
