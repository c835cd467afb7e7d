import {
  billingApiPaths,
  devOutboxApiPaths,
  eventStatisticsApiPaths,
  healthApiPaths,
  isApiPath,
  policiesApiPaths,
  registrationApiPaths,
  rolesApiPaths,
  safeTextPatterns,
  signInApiPaths,
  surveysApiPaths,
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

  it('shows the text rule as each field’s pattern, with formats and bounds, inside JSON text too', async () => {
    const response = await t.app().inject({ method: 'GET', url: `${apiDocsPath}/json` });
    const document = response.json<{
      paths: Record<string, Record<string, { requestBody: { content: Record<string, unknown> } }>>;
    }>();
    const bodyOf = (path: string) =>
      document.paths[path]?.post?.requestBody.content['application/json'];
    expect(bodyOf(billingApiPaths.checkout)).toMatchObject({
      schema: {
        properties: {
          successUrl: {
            format: 'uri',
            maxLength: 2000,
            pattern: safeTextPatterns.singleLine.source,
          },
        },
      },
    });
    expect(bodyOf(surveysApiPaths.surveys)).toMatchObject({
      schema: {
        properties: {
          surveyData: {
            pattern: safeTextPatterns.multiLine.source,
            contentMediaType: 'application/json',
            contentSchema: {
              type: 'array',
              maxItems: 30,
              items: {
                properties: {
                  text: { maxLength: 300, pattern: safeTextPatterns.singleLine.source },
                },
              },
            },
          },
        },
      },
    });
  });

  it('lists every status the plugins may answer with: input, anti-forgery, size, type, rate, bugs', async () => {
    const response = await t.app().inject({ method: 'GET', url: `${apiDocsPath}/json` });
    const document = response.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const statusesOf = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {}).sort();
    expect(statusesOf(policiesApiPaths.getPolicy, 'get')).toEqual([
      '200',
      '400',
      '404',
      '429',
      '500',
    ]);
    expect(statusesOf(surveysApiPaths.surveys, 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '409',
      '413',
      '415',
      '429',
      '500',
    ]);
    // Health is outside the rate limit and takes no input.
    expect(statusesOf(healthApiPaths.health, 'get')).not.toContain('429');
    expect(statusesOf(healthApiPaths.health, 'get')).not.toContain('400');
    // Stripe's webhook proves itself by its signature, not by our anti-forgery token.
    expect(statusesOf(billingApiPaths.stripeWebhook, 'post')).toEqual([
      '200',
      '400',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
  });
});
