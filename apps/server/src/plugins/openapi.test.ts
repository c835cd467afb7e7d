import {
  devOutboxApiPaths,
  eventStatisticsApiPaths,
  healthApiPaths,
  isApiPath,
  policiesApiPaths,
  registrationApiPaths,
  rolesApiPaths,
  signInApiPaths,
  usersApiPaths,
} from '@kinderwait/contract';
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
      expect.arrayContaining([healthApiPaths.health, policiesApiPaths.getPolicy]),
    );
    expect(document.paths[policiesApiPaths.getPolicy]?.get?.parameters).toEqual([
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
        `POST ${signInApiPaths.magicLinks}`,
        `POST ${signInApiPaths.validateMagicLink}`,
        `POST ${signInApiPaths.refreshToken}`,
        `POST ${signInApiPaths.resendActivation}`,
        `GET ${registrationApiPaths.validateEmail}`,
        `GET ${registrationApiPaths.validateUserName}`,
        `GET ${registrationApiPaths.validateUserNameEmail}`,
        `GET ${usersApiPaths.getUserInfo}`,
        `POST ${signInApiPaths.logout}`,
        `GET ${usersApiPaths.user}`,
        `PUT ${usersApiPaths.users}`,
        `GET ${usersApiPaths.userSubscriptions}`,
        `POST ${usersApiPaths.userRoles}`,
        `POST ${eventStatisticsApiPaths.collect}`,
        `GET ${rolesApiPaths.roles}`,
        `GET ${devOutboxApiPaths.outbox}`,
      ]),
    );
    expect(document.paths[usersApiPaths.user]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths[usersApiPaths.user]?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'userId', in: 'path' }),
    ]);
    expect(document.paths[signInApiPaths.magicLinks]?.post?.requestBody).toBeDefined();
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
