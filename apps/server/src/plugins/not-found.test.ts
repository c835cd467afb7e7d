import type { ApiErrorBody } from '@kinderwait/contract';
import { commonErrorCodes, devOutboxApiPaths, httpErrorCode } from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app/build-app.ts';
import { forEachDatabase, xsrfHeaders } from '../test/test-app.ts';

const methods = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const;

interface Document {
  paths: Record<string, Record<string, unknown>>;
}

/** A concrete URL of an OpenAPI path: each `{name}` filled with a value of one segment. */
function urlOf(path: string): string {
  return path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
}

forEachDatabase((t) => {
  let app: App;

  beforeAll(async () => {
    // Every path is asked several times: more than the default per-minute limit.
    app = await t.buildApp({ env: { RATE_LIMIT_MAX: '100000' } });
  });

  describe('a method a path does not have', () => {
    it('is answered on every documented path with 405 and Allow naming the methods it has', async () => {
      const document = app.swagger() as unknown as Document;
      const headers = await xsrfHeaders(app);
      const documented = Object.entries(document.paths).map(([path, operations]) => ({
        path,
        pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
        methods: Object.keys(operations).map((method) => method.toUpperCase()),
      }));
      const wrong: string[] = [];
      for (const { path } of documented) {
        const url = urlOf(path);
        // As the router does: a literal segment also fills another path's parameter.
        const has = documented
          .filter(({ pattern }) => pattern.test(url))
          .flatMap((other) => other.methods);
        const allowed = [...new Set(has.includes('GET') ? [...has, 'HEAD'] : has)].sort();
        for (const method of methods.filter((one) => !has.includes(one))) {
          const response = await app.inject({ method, url, headers });
          const allow = response.headers.allow ?? '';
          if (
            response.statusCode !== 405 ||
            allow.split(', ').sort().join() !== allowed.join() ||
            response.json<ApiErrorBody>().code !== httpErrorCode(405)
          ) {
            wrong.push(`${method} ${path}: ${String(response.statusCode)} allow=${allow}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });

    it('names what the path accepts in the error body', async () => {
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/surveys',
        headers: await xsrfHeaders(app),
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json()).toEqual({
        message: 'Method Not Allowed',
        detail: 'This path accepts POST.',
        code: httpErrorCode(405),
      });
    });

    it('stays a 404 on a path no route has', async () => {
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/surveys/x/y/z',
        headers: await xsrfHeaders(app),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers.allow).toBeUndefined();
      expect(response.json()).toMatchObject({ code: commonErrorCodes.notFound });
    });

    it('leaves a route that hides itself a 404, not a 405', async () => {
      const response = await app.inject({
        method: 'GET',
        url: devOutboxApiPaths.outbox,
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers.allow).toBeUndefined();
    });
  });
});
