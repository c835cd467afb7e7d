import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isSafeText,
  safeText,
  safeTextMessages,
  safeTextPatterns,
  toSafeText,
  unsafeCharacterIndex,
  unsafeTextPath,
} from './safe-text.ts';

describe('safe text', () => {
  it('accepts letters of every script, emoji, and invisible but valid characters', () => {
    for (const text of ['', 'Zoë', 'Nguyễn', 'محمد', '李小龙', '👩‍👧', 'a\u200bb', '\u{10ffff}']) {
      expect(isSafeText(text), text).toBe(true);
    }
  });

  it('refuses NUL, the other C0 and C1 controls, and DEL', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x1b, 0x1f, 0x7f, 0x85, 0x9f]) {
      expect(isSafeText(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(false);
    }
  });

  it('refuses tab and line breaks in a single-line field, and takes them in a multi-line one', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(isSafeText(text)).toBe(false);
      expect(isSafeText(text, { multiLine: true })).toBe(true);
    }
    expect(isSafeText('a\u0000b', { multiLine: true })).toBe(false);
  });

  it('refuses a surrogate without its other half, wherever it is', () => {
    expect(unsafeCharacterIndex('ab\ud800')).toBe(2);
    expect(unsafeCharacterIndex('\udc00ab')).toBe(0);
    expect(unsafeCharacterIndex('😀\udc00\ud800')).toBe(2);
    expect(isSafeText('😀')).toBe(true);
  });

  it('makes a schema refuse unsafe text with a message that names no value', () => {
    const Name = safeText(z.string().trim().max(10));
    expect(Name.parse('  Ada\n')).toBe('Ada');
    const result = Name.safeParse('A\u0000da');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      safeTextMessages.singleLine,
    ]);
  });

  it('leaves an absent optional value alone', () => {
    const Path = safeText(z.string().max(10)).optional();
    expect(Path.parse(undefined)).toBeUndefined();
    expect(Path.safeParse('a\u0007').success).toBe(false);
  });

  it('shows in the JSON Schema as a pattern of printable escapes, which a validator reads the same way', () => {
    const schema = z.object({
      name: safeText(z.string().max(10)),
      note: safeText(z.string(), { multiLine: true }),
      link: safeText(z.url()),
    });
    const json = z.toJSONSchema(schema, { io: 'input' });
    expect(json.properties).toMatchObject({
      name: { pattern: safeTextPatterns.singleLine.source },
      note: { pattern: safeTextPatterns.multiLine.source },
      link: { pattern: safeTextPatterns.singleLine.source, format: 'uri' },
    });
    expect(safeTextPatterns.singleLine.source).toMatch(/^[\x20-\x7e]+$/);
    // A JSON Schema validator compiles the pattern with the `u` flag (Ajv's default).
    const compiled = new RegExp(safeTextPatterns.singleLine.source, 'u');
    for (const text of ['Zoë', '👩‍👧', '\u{10ffff}']) expect(compiled.test(text), text).toBe(true);
    for (const text of ['a\u0000', 'a\ud800', '\udc00', 'a\u0085', 'a\n']) {
      expect(compiled.test(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses a control character in a URL, which the URL parser alone would take', () => {
    expect(z.url().safeParse('http://host/a\u0000b').success).toBe(true);
    expect(safeText(z.url()).safeParse('http://host/a\u0000b').success).toBe(false);
  });

  it('cleans outside text: a line break in a line made a space, other controls dropped, a lone surrogate U+FFFD', () => {
    expect(toSafeText('Hi\u0000 there\u0007!')).toBe('Hi there!');
    expect(toSafeText('a\ud800b😀')).toBe('a\ufffdb😀');
    expect(toSafeText('line\r\n\tnext', { multiLine: true })).toBe('line\r\n\tnext');
    expect(toSafeText('line\r\nnext\tto')).toBe('line  next to');
    const clean = 'Zoë 👩‍👧';
    expect(toSafeText(clean)).toBe(clean);
  });

  it('finds unsafe text anywhere in a value, keys included, and says where', () => {
    expect(unsafeTextPath({ id: 'sub_1', items: [{ note: 'a\nb' }], at: new Date(0) })).toBe(
      undefined,
    );
    expect(unsafeTextPath({ subscription: { id: 'sub\u0000' } })).toBe('subscription.id');
    expect(unsafeTextPath({ lines: ['ok', '\udc00'] })).toBe('lines[1]');
    expect(unsafeTextPath({ ['a\u0000']: 1 })).toBe('a\u0000');
    expect(unsafeTextPath('\u0085')).toBe('(value)');
  });
});
