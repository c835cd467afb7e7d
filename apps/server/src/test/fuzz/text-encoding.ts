/**
 * Control characters every field refuses: C0 except tab, line feed and carriage return (which a
 * multi-line field may allow), DEL and C1.
 */
function isRefusedControl(code: number): boolean {
  return (
    (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
    (code >= 0x7f && code <= 0x9f)
  );
}

/** Iterating a string yields code points, so a surrogate seen alone has lost its other half. */
function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

/**
 * JSON sent as text (a survey's answers) is text too once the server parses it: an escape such as
 * `\u0000` is printable in the string and a NUL in what it encodes.
 */
function hasRefusedJsonText(text: string): boolean {
  if (!/^\s*[[{]/.test(text)) return false;
  try {
    return hasRefusedText(JSON.parse(text), true);
  } catch {
    return false;
  }
}

/**
 * True when a string somewhere in `value` holds text no field may accept. Lone surrogates count
 * only where they survive transport (`inJson`): in a URL they are sent as invalid UTF-8, which
 * the server decodes to U+FFFD, a valid character.
 */
export function hasRefusedText(value: unknown, inJson: boolean): boolean {
  if (typeof value === 'string') {
    for (const character of value) {
      const code = character.codePointAt(0) ?? 0;
      if (isRefusedControl(code) || (inJson && isSurrogate(code))) return true;
    }
    return inJson && hasRefusedJsonText(value);
  }
  if (Array.isArray(value)) return value.some((item) => hasRefusedText(item, inJson));
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).some((item) => hasRefusedText(item, inJson));
  }
  return false;
}

/**
 * encodeURIComponent that also takes lone surrogates (it throws on them): they are written as
 * the bytes a careless client would send, WTF-8, which is invalid UTF-8.
 */
export function encodeText(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (isSurrogate(code)) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}
