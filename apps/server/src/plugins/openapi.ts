import swagger from '@fastify/swagger';
import type { SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { brand, xsrf } from '@kinderwait/contract';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import { requestJsonSchema } from '../http/request-json-schema.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a multipart/form-data upload with its file in this field (parsed by the
     * route itself, not by a body schema): the API document shows it as the request body.
     */
    multipartFile?: string;
  }
}

export const apiDocsPath = '/api/docs';

/** `schema.security` of a signed-in route: the Bearer access token. */
export const bearerAuth = [{ bearerAuth: [] }];

/**
 * Swagger UI's "Try it out" sends requests with fetch. This script (same-origin, so the CSP
 * allows it) copies the anti-forgery cookie into the header on write calls, as the web app's
 * axios does, so write routes can be tried from the docs.
 */
const xsrfHeaderScript = `(() => {
  const cookieName = ${JSON.stringify(xsrf.cookieName)};
  const headerName = ${JSON.stringify(xsrf.headerName)};
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init = {}) => {
    const method = (init.method || (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(cookieName + '='));
    if (method === 'GET' || method === 'HEAD' || cookie === undefined) return originalFetch(input, init);
    const headers = new Headers(init.headers || (input instanceof Request ? input.headers : undefined));
    headers.set(headerName, decodeURIComponent(cookie.slice(cookieName.length + 1)));
    return originalFetch(input, { ...init, headers });
  };
})();
`;

const requestParts = ['params', 'querystring', 'body'] as const;

/**
 * The type provider's transform, with each request part written by requestJsonSchema: the same
 * input schema, plus the `contentSchema` of fields that carry JSON as text. The request text rule
 * (http/request-text-rule.ts) checks that very schema, so the document shows what it enforces.
 */
const transform: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document);
  // A route declared without any schema has none here, whatever the types say.
  const transformed = result.schema as FastifySchema | undefined;
  if (transformed === undefined || transformed.hide === true) return result;
  const schema: Record<string, unknown> = { ...transformed };
  for (const part of requestParts) {
    const zodSchema: unknown = document.schema[part];
    if (zodSchema instanceof z.core.$ZodType) schema[part] = requestJsonSchema(zodSchema);
  }
  const fileField = document.route.config?.multipartFile;
  if (fileField !== undefined) {
    schema.consumes = ['multipart/form-data'];
    schema.body = {
      type: 'object',
      required: [fileField],
      properties: { [fileField]: { type: 'string', format: 'binary' } },
    };
  }
  return { ...result, schema };
};

/**
 * OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, Swagger UI at
 * /api/docs. Routes with `schema: { hide: true }` (web pages) stay out of it.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${brand.productName} API`,
          description: `API of ${brand.productName}. Write calls must send the ${xsrf.headerName} header equal to the ${xsrf.cookieName} cookie.`,
          version: packageJson.version,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform,
      // Emits the schemas registered with an id (ApiErrorBody) under components, referred to by $ref.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: apiDocsPath,
      theme: { js: [{ filename: 'xsrf-header.js', content: xsrfHeaderScript }] },
    });
  },
  { name: 'openapi', fastify: '5.x' },
);
