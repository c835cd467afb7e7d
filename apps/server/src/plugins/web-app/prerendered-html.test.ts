import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { FakeWebDist } from '../../test/fake-web-dist.ts';
import { createFakeWebDist, fakeWebFiles } from '../../test/fake-web-dist.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { prerenderOriginPlaceholder } from '@kinderwait/contract';
import { createPrerenderedHtmlReader, matchesEtag } from './prerendered-html.ts';

/** A prerendered page as the web build writes it: the origin is a placeholder. */
function pageHtml(title: string, pathname: string): string {
  const url = `${prerenderOriginPlaceholder}${pathname}`;
  return [
    `<!doctype html><title>${title}</title>`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${prerenderOriginPlaceholder}/brand/social.png" />`,
  ].join('\n');
}

forEachDatabase((t) => {
  let dist: FakeWebDist;
  let app: App;

  beforeAll(async () => {
    dist = await createFakeWebDist({
      ...fakeWebFiles,
      'index.html': pageHtml('prerendered landing', '/'),
      'about/index.html': pageHtml('prerendered about', '/about'),
    });
    app = await t.buildApp({
      env: { WEB_DIST_DIR: dist.dir, PUBLIC_ORIGIN: 'https://kinderwait.example' },
    });
  });

  afterAll(async () => {
    await dist.remove();
  });

  describe('prerendered pages', () => {
    it('carry the run-time PUBLIC_ORIGIN in canonical and Open Graph URLs', async () => {
      const response = await app.inject({ method: 'GET', url: '/about' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(
        '<link rel="canonical" href="https://kinderwait.example/about" />',
      );
      expect(response.body).toContain(
        '<meta property="og:url" content="https://kinderwait.example/about" />',
      );
      expect(response.body).toContain('content="https://kinderwait.example/brand/social.png"');
      expect(response.body).not.toContain(prerenderOriginPlaceholder);
    });

    it('follow the configuration of each server, from the same build', async () => {
      const other = await t.buildApp({
        env: { WEB_DIST_DIR: dist.dir, PUBLIC_ORIGIN: 'http://localhost:8080/' },
      });
      const response = await other.inject({ method: 'GET', url: '/' });
      expect(response.body).toContain('<link rel="canonical" href="http://localhost:8080/" />');
    });

    it('answer a revalidation with 304 while the page is unchanged', async () => {
      const first = await app.inject({ method: 'GET', url: '/about' });
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);

      const revalidated = await app.inject({
        method: 'GET',
        url: '/about',
        headers: { 'if-none-match': String(etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers['cache-control']).toBe('no-cache');
    });

    it('are read again once a new build changes them, without a restart', async () => {
      const before = await app.inject({ method: 'GET', url: '/' });
      await dist.write('index.html', pageHtml('rebuilt landing page', '/'));

      const after = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('rebuilt landing page');
      expect(after.body).toContain('href="https://kinderwait.example/"');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('answer HEAD with the headers and no body', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/about' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe('');
    });
  });
});

describe('createPrerenderedHtmlReader', () => {
  it('escapes the origin for HTML attributes', async () => {
    const dist = await createFakeWebDist({ 'index.html': pageHtml('landing', '/') });
    try {
      const read = createPrerenderedHtmlReader(dist.dir, 'https://a"b.example');
      expect((await read('index.html'))?.html).toContain('href="https://a&quot;b.example/"');
    } finally {
      await dist.remove();
    }
  });

  it('gives null for a missing file or a directory', async () => {
    const dist = await createFakeWebDist({ 'about/index.html': 'about' });
    try {
      const read = createPrerenderedHtmlReader(dist.dir, 'https://kinderwait.example');
      expect(await read('gone/index.html')).toBeNull();
      expect(await read('about')).toBeNull();
    } finally {
      await dist.remove();
    }
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in a list or as *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
