import { commonErrorCodes, commonErrorMessages } from '@kinderwait/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { FakeWebDist } from '../../test/fake-web-dist.ts';
import { createFakeWebDist } from '../../test/fake-web-dist.ts';
import { forEachDatabase } from '../../test/test-app.ts';

/** URLs a browser, a crawler or an attacker may send that the web app must still answer sanely. */
forEachDatabase((t) => {
  let dist: FakeWebDist;
  let app: App;

  beforeAll(async () => {
    dist = await createFakeWebDist();
    app = await t.buildApp({ env: { WEB_DIST_DIR: dist.dir } });
  });

  afterAll(async () => {
    await dist.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  describe('trailing-slash redirect', () => {
    it.each([
      ['/%E6%97%A5%E6%9C%AC/', '/%E6%97%A5%E6%9C%AC'],
      ['/caf%C3%A9/', '/caf%C3%A9'],
      ['/blog/caf%C3%A9/?ref=x', '/blog/caf%C3%A9?ref=x'],
      ['/a%3Fb/?x=1', '/a%3Fb?x=1'],
      ['/a%23b/', '/a%23b'],
      ['/a%20b/', '/a%20b'],
      ['/100%25/', '/100%25'],
    ])('redirects %s to the percent-encoded %s', async (url, location) => {
      const response = await get(url);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(location);
    });

    it.each([
      '/a%0d%0aSet-Cookie:%20x=1/',
      '/a%0aSet-Cookie:%20x=1/',
      '/a%09b/',
      '/a%7fb/',
      '/a%0d%0ab',
    ])('refuses the control characters of %s with the uniform 404', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: commonErrorMessages.notFound,
        code: commonErrorCodes.notFound,
      });
      expect(response.headers.location).toBeUndefined();
      expect(response.cookies.map((cookie) => cookie.name)).not.toContain('x');
    });

    it.each(['//evil.example/', '/%2Fevil.example/', '/%2F%2Fevil.example/'])(
      'never redirects %s off the site',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.headers.location).toBeUndefined();
      },
    );
  });

  describe('the error page', () => {
    it.each([
      '/error/404/Not%20at%20example.com',
      '/error/500/.NET%20failed',
      '/error/400/see%20logo.png',
      '/error/400/a%2F%2Fb%5Cc',
      '/error/400/line%0Abreak',
      '/error/404/trailing%2F',
      '/error/404/ends%20with%20a%20slash/',
      '/error/403/..hidden?x=1',
    ])('always gets the SPA shell: %s', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('spa shell');
    });
  });

  describe('what counts as a file', () => {
    it.each(['/blog/example.com', '/providers/jane.doe', '/help/v1.2'])(
      'serves the SPA for the page %s, whose last segment only looks like a file name',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('spa shell');
      },
    );

    it.each(['/assets/gone-123.js', '/assets/fonts/gone', '/favicon.ico', '/brand/gone.png'])(
      'answers the missing static file %s with 404, not HTML',
      async (url) => {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('spa shell');
      },
    );
  });
});
