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

const tab = 0x09;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;

/** C0 controls, DEL and C1 controls (Unicode category Cc), but the line breaks a multi-line field takes. */
function isRefusedControl(code: number, multiLine: boolean): boolean {
  if (multiLine && (code === tab || code === lineFeed || code === carriageReturn)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/**
 * The index of the first character the field must refuse, or -1. Iterating a string yields code
 * points, so a surrogate seen on its own has lost its other half.
 */
export function unsafeCharacterIndex(
  text: string,
  { multiLine = false }: SafeTextOptions = {},
): number {
  let index = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (isRefusedControl(code, multiLine) || (code >= 0xd800 && code <= 0xdfff)) return index;
    index += character.length;
  }
  return -1;
}

export function isSafeText(text: string, options: SafeTextOptions = {}): boolean {
  return unsafeCharacterIndex(text, options) === -1;
}

/**
 * `schema` refusing unsafe text, with a message the 400's detail puts after the field's name
 * ("body.firstName: must not contain…"). Apply it last, after `.trim()`, so a pasted trailing line
 * break is trimmed rather than refused:
 *
 *   firstName: safeText(z.string().trim().min(1).max(60)),
 */
export function safeText<Schema extends z.ZodType<string | undefined | null>>(
  schema: Schema,
  options: SafeTextOptions = {},
): Schema {
  return schema.refine(
    (value: unknown) => typeof value !== 'string' || isSafeText(value, options),
    {
      error: options.multiLine === true ? safeTextMessages.multiLine : safeTextMessages.singleLine,
    },
  );
}
