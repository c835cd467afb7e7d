import { describe, expect, test } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  test('splits text around http and https links', () => {
    expect(linkify('Open http://127.0.0.1:3100/auth/confirmation?userId=1&etoken=x now')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://127.0.0.1:3100/auth/confirmation?userId=1&etoken=x' },
      { kind: 'text', text: ' now' },
    ]);
  });

  test('leaves sentence punctuation out of the link', () => {
    expect(linkify('See https://kinderwait.ca/help.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://kinderwait.ca/help' },
      { kind: 'text', text: '.' },
    ]);
  });

  test('text without links stays one part; other schemes are not links', () => {
    expect(linkify('javascript:alert(1) and mailto:a@b.c')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) and mailto:a@b.c' },
    ]);
  });
});
