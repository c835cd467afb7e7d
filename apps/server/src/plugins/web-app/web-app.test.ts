import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ApiErrorBody,
  commonErrorCodes,
  commonErrorMessages,
  prerenderManifestFile,
  xsrf,
} from '@kinderwait/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { FakeWebDist } from '../../test/fake-web-dist.ts';
import { createFakeWebDist, fakeWebFiles } from '../../test/fake-web-dist.ts';
import { widgetCache } from './cache-control.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { webAppNotBuiltMessage } from './web-app.ts';

const publicOrigin = 'https://kinderwait.example';
const secret = 'TOP SECRET, outside the web build';

forEachDatabase((t) => {
  let dist: FakeWebDist;
  let app: App;

  beforeAll(async () => {
    dist = await createFakeWebDist();
    await dist.write('.env', secret);
    await writeFile(path.join(dist.outsideDir, 'secret.txt'), secret);
    app = await t.buildApp({ env: { WEB_DIST_DIR: dist.dir, PUBLIC_ORIGIN: publicOrigin } });
  });

  afterAll(async () => {
    await dist.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  describe('pages', () => {
    it('serves the prerendered landing page at /', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('prerendered landing');
    });

    it('serves a prerendered page from <path>/index.html', async () => {
      const response = await get('/about');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('prerendered about');
    });

    it('serves the SPA shell for a page that is not prerendered, so deep links work', async () => {
      for (const url of [
        '/waitlist/children',
        '/ai-assistants/broadcast',
        '/blog/some-post?ref=x',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('spa shell');
      }
    });

    it('answers a path that is none of the app pages with 404 and the shell, which draws not-found', async () => {
      for (const url of ['/no-such-page', '/about/team', '/blog/some-post/comments']) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('spa shell');
      }
    });

    it('keeps answering every path with the shell when the build lists no page patterns', async () => {
      await dist.write(prerenderManifestFile, JSON.stringify({ paths: ['/', '/about'] }));
      try {
        expect((await get('/no-such-page')).statusCode).toBe(200);
      } finally {
        await dist.write(prerenderManifestFile, fakeWebFiles[prerenderManifestFile] ?? '');
      }
    });

    it('redirects a trailing slash to the canonical path, keeping the query', async () => {
      const response = await get('/about/?utm_source=x');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/about?utm_source=x');
    });

    it('answers HEAD like GET, without a body', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/about' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe('');
    });

    it('sends the security headers and the anti-forgery cookie with pages', async () => {
      const response = await get('/');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(response.cookies.map((cookie) => cookie.name)).toContain(xsrf.cookieName);
    });

    it('picks up a new build without a restart', async () => {
      await dist.write('careers/index.html', '<!doctype html><title>prerendered careers</title>');
      await dist.write(
        prerenderManifestFile,
        JSON.stringify({ paths: ['/', '/about', '/careers'] }),
      );
      expect((await get('/careers')).body).toContain('prerendered careers');
    });
  });

  describe('static files', () => {
    it('caches hashed assets for a year as immutable', async () => {
      const response = await get('/assets/index-3f2a1b.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toContain('hashed asset');
    });

    it('caches other files briefly', async () => {
      const response = await get('/favicon.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('answers a missing asset with 404, not with HTML', async () => {
      for (const url of ['/assets/gone-123.js', '/missing-image.png']) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('spa shell');
      }
    });
  });

  describe('path traversal', () => {
    it.each([
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/../../secret.txt',
      '/..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '//secret.txt',
      '/.env',
      '/assets/%00.js',
    ])('refuses %s with a 404', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(secret);
    });

    it('refuses a malformed URL with the uniform 400', async () => {
      const response = await get('/%E0%A4%A');
      expect(response.statusCode).toBe(400);
      const body = ApiErrorBody.strict().parse(response.json());
      expect(body).toMatchObject({
        message: commonErrorMessages.invalidRequest,
        code: 'bad_request',
      });
      expect(body.detail).toMatch(/not a valid url/i);
    });
  });

  describe('API paths', () => {
    it.each(['/api/unknown', '/account/unknown', '/policies/getPolicy/extra', '/api'])(
      'answer %s with the JSON 404, never a page',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: commonErrorCodes.notFound });
      },
    );
  });

  describe('robots.txt', () => {
    it('allows public pages, keeps crawlers out of the API and signed-in areas, and names the sitemap', async () => {
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      const lines = response.body.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /account/',
          'Disallow: /waitlist',
          'Disallow: /user-profile',
          `Sitemap: ${publicOrigin}/sitemap.xml`,
        ]),
      );
      expect(lines).not.toContain('Disallow: /about');
    });
  });

  describe('sitemap.xml', () => {
    it('lists the prerendered pages under PUBLIC_ORIGIN', async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(response.body).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
      expect(response.body).toContain(`<loc>${publicOrigin}/</loc>`);
      expect(response.body).toContain(`<loc>${publicOrigin}/about</loc>`);
    });

    it('leaves out the pages the build marks unlisted (French, while it is not exposed)', async () => {
      await dist.write(
        prerenderManifestFile,
        JSON.stringify({
          paths: ['/', '/about', '/fr', '/fr/about'],
          unlisted: ['/fr', '/fr/about'],
        }),
      );
      const response = await get('/sitemap.xml');
      expect(response.body).toContain(`<loc>${publicOrigin}/about</loc>`);
      expect(response.body).not.toContain('/fr');
      // Unlisted is not unserved: the page itself is still there.
      await dist.write('fr/about/index.html', '<html lang="fr"><body>À propos</body></html>');
      expect((await get('/fr/about')).statusCode).toBe(200);
    });
  });

  describe('the voice agent widget', () => {
    it('serves /widget/v1.js to any website: CORS for all, cross-origin resource, cached a day, no cookie', async () => {
      await dist.write('widget/v1.js', '(function(){})();');
      const response = await get('/widget/v1.js');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('(function(){})();');
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['cache-control']).toBe(widgetCache);
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('without a web build', () => {
    it('answers pages with 503 and a clear message while the API keeps working', async () => {
      const unbuilt = await t.buildApp({
        env: { WEB_DIST_DIR: path.join(dist.outsideDir, 'not-built') },
      });
      t.allowServerErrors();

      const page = await unbuilt.inject({ method: 'GET', url: '/about' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body).toBe(webAppNotBuiltMessage);
      expect(webAppNotBuiltMessage).toBe('Web app not built: run npm run build');

      expect((await unbuilt.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });
});
