import { accountApiPaths, apiPaths, isApiPath } from '@kinderwait/contract';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../test/test-app.ts';
import { apiDocsPath } from './openapi.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
}

forEachDatabase((t) => {
  it('serves an OpenAPI document generated from the routes at /api/docs/json', async () => {
    const response = await t.app().inject({ method: 'GET', url: `${apiDocsPath}/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([apiPaths.health, apiPaths.getPolicy]),
    );
    expect(document.paths[apiPaths.getPolicy]?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'query' }),
    ]);
  });

  it('leaves web pages, robots.txt and the docs themselves out of the document', async () => {
    const response = await t.app().inject({ method: 'GET', url: `${apiDocsPath}/json` });
    const paths = Object.keys(response.json<OpenApiDocument>().paths);
    expect(paths.filter((path) => !isApiPath(path))).toEqual([]);
    expect(paths.some((path) => path.startsWith(apiDocsPath))).toBe(false);
  });

  it('documents every account, user and role route with its parameters and the Bearer scheme', async () => {
    const response = await t.app().inject({ method: 'GET', url: `${apiDocsPath}/json` });
    const document = response.json<
      OpenApiDocument & {
        paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
      }
    >();
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        `POST ${accountApiPaths.magicLinks}`,
        `POST ${accountApiPaths.validateMagicLink}`,
        `POST ${accountApiPaths.refreshToken}`,
        `POST ${accountApiPaths.resendActivation}`,
        `GET ${accountApiPaths.validateEmail}`,
        `GET ${accountApiPaths.validateUserName}`,
        `GET ${accountApiPaths.validateUserNameEmail}`,
        `GET ${accountApiPaths.getUserInfo}`,
        `POST ${accountApiPaths.logout}`,
        `GET ${accountApiPaths.user}`,
        `PUT ${accountApiPaths.users}`,
        `GET ${accountApiPaths.userSubscriptions}`,
        `POST ${accountApiPaths.userRoles}`,
        `POST ${accountApiPaths.eventStatistics}`,
        `GET ${accountApiPaths.roles}`,
        `GET ${accountApiPaths.devOutbox}`,
      ]),
    );
    expect(document.paths[accountApiPaths.user]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths[accountApiPaths.user]?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'userId', in: 'path' }),
    ]);
    expect(document.paths[accountApiPaths.magicLinks]?.post?.requestBody).toBeDefined();
  });

  it('serves the Swagger UI at /api/docs with a script that sends the anti-forgery header', async () => {
    const page = await t.app().inject({ method: 'GET', url: apiDocsPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const scriptPath = /src="([^"]*xsrf-header\.js)"/.exec(page.body)?.[1];
    expect(scriptPath).toBeDefined();

    const script = await t.app().inject({ method: 'GET', url: scriptPath ?? '' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('X-XSRF-TOKEN');
  });
});
