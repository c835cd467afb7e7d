import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSafeText, safeText, safeTextMessages, unsafeCharacterIndex } from './safe-text.ts';

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
    const Path = safeText(z.string().max(10).optional());
    expect(Path.parse(undefined)).toBeUndefined();
    expect(Path.safeParse('a\u0007').success).toBe(false);
  });
});
