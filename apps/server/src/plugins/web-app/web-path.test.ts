import { describe, expect, it } from 'vitest';
import { looksLikeFile, parseWebPath, queryStringOf } from './web-path.ts';

describe('parseWebPath', () => {
  it('decodes an ordinary path and drops the query string', () => {
    expect(parseWebPath('/blog/caf%C3%A9?x=1')).toBe('/blog/café');
    expect(parseWebPath('/')).toBe('/');
    expect(parseWebPath('/about/')).toBe('/about/');
  });

  it.each([
    '/../etc/passwd',
    '/a/%2e%2e/b',
    '/a/./b',
    '//evil.example',
    '/a//b',
    '/.git/config',
    '/a\\..\\b',
    '/a%5c..%5cb',
    '/a%00.js',
    '/%E0%A4%A',
    'relative',
  ])('refuses %s', (url) => {
    expect(parseWebPath(url)).toBeNull();
  });
});

describe('queryStringOf', () => {
  it('keeps the question mark, or gives nothing', () => {
    expect(queryStringOf('/a?b=1&c')).toBe('?b=1&c');
    expect(queryStringOf('/a')).toBe('');
  });
});

describe('looksLikeFile', () => {
  it('is true for a last segment with an extension', () => {
    expect(looksLikeFile('/assets/app.3f2a.js')).toBe(true);
    expect(looksLikeFile('/favicon.ico')).toBe(true);
    expect(looksLikeFile('/blog/choosing-care')).toBe(false);
    expect(looksLikeFile('/v1.2/page')).toBe(false);
  });
});
