import { describe, expect, it } from 'vitest';
import {
  encodeWebPath,
  isFreeTextPage,
  looksLikeFile,
  parseWebPath,
  queryStringOf,
} from './web-path.ts';

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
    '/a%0d%0aSet-Cookie:%20x=1/',
    '/a%09b',
    '/a%7Fb',
    '/%E0%A4%A',
    'relative',
  ])('refuses %s', (url) => {
    expect(parseWebPath(url)).toBeNull();
  });
});

describe('encodeWebPath', () => {
  it('gives the ASCII spelling of a decoded path, with ? # and % encoded as they came', () => {
    expect(encodeWebPath('/日本')).toBe('/%E6%97%A5%E6%9C%AC');
    expect(encodeWebPath('/blog/café')).toBe('/blog/caf%C3%A9');
    expect(encodeWebPath('/a?b#c')).toBe('/a%3Fb%23c');
    expect(encodeWebPath('/100% sure')).toBe('/100%25%20sure');
    expect(encodeWebPath('/about')).toBe('/about');
  });
});

describe('queryStringOf', () => {
  it('keeps the question mark, or gives nothing', () => {
    expect(queryStringOf('/a?b=1&c')).toBe('?b=1&c');
    expect(queryStringOf('/a')).toBe('');
  });

  it('percent-encodes anything but printable ASCII, so it is safe in a Location header', () => {
    expect(queryStringOf('/a?q=x y\r\nSet-Cookie:%20z')).toBe('?q=x%20y%0D%0ASet-Cookie:%20z');
    // Node reads the request line as Latin-1: "é" sent as UTF-8 arrives as two characters.
    expect(queryStringOf('/a?q=caf\u00c3\u00a9')).toBe('?q=caf%C3%A9');
    expect(queryStringOf('/a?q=日本')).toBe('?q=%E6%97%A5%E6%9C%AC');
  });
});

describe('isFreeTextPage', () => {
  it('is true for the error page, whatever its message', () => {
    expect(isFreeTextPage('/error/404/Not%20at%20example.com')).toBe(true);
    expect(isFreeTextPage('/error/500/.hidden/')).toBe(true);
    expect(isFreeTextPage('/errors')).toBe(false);
    expect(isFreeTextPage('/about')).toBe(false);
  });
});

describe('looksLikeFile', () => {
  it('is true under /assets/ and for a known static file extension', () => {
    expect(looksLikeFile('/assets/app.3f2a.js')).toBe(true);
    expect(looksLikeFile('/assets/fonts/inter')).toBe(true);
    expect(looksLikeFile('/favicon.ico')).toBe(true);
    expect(looksLikeFile('/robots.TXT')).toBe(true);
    expect(looksLikeFile('/brand/social.png')).toBe(true);
  });

  it('is false for page paths, even with a dot in the last segment', () => {
    expect(looksLikeFile('/blog/choosing-care')).toBe(false);
    expect(looksLikeFile('/v1.2/page')).toBe(false);
    expect(looksLikeFile('/help/v1.2')).toBe(false);
    expect(looksLikeFile('/blog/example.com')).toBe(false);
  });
});
