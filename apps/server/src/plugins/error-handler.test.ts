import { STATUS_CODES } from 'node:http';
import {
  ApiErrorBody,
  commonErrorCodes,
  commonErrorMessages,
  httpErrorCode,
  rolesErrorCodes,
  safeText,
  usersErrorCodes,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../app-error.ts';
import type { App } from '../app/build-app.ts';
import { buildApp } from '../app/build-app.ts';
import { forEachDatabase, testConfig, xsrfHeaders } from '../test/test-app.ts';

const testRoutes = (app: App): void => {
  app.post(
    '/api/test/children',
    {
      schema: {
        body: z.object({ name: safeText(z.string().min(1)), birthDate: z.iso.date() }),
        querystring: z.object({ limit: z.coerce.number().int().max(50).optional() }),
      },
      config: { xsrfExempt: true },
    },
    (request) => ({ name: request.body.name }),
  );
  app.get('/api/test/conflict', () => {
    throw new AppError(409, usersErrorCodes.providerRoleConflict, 'Only one provider role');
  });
  app.get('/api/test/unsupported', () => {
    throw new AppError(
      400,
      rolesErrorCodes.unsupportedFilter,
      'Unsupported filter',
      'only Id eq N is supported',
    );
  });
  app.get('/api/test/bug', () => {
    throw new Error('connection string postgres://admin:hunter2@db leaked');
  });
};

forEachDatabase(
  (t) => {
    it.each(['/api/nothing-here', '/api', '/account/nothing', '/enrollment/x', '/booking/x'])(
      'answers unknown API path %s with a JSON 404',
      async (url) => {
        const response = await t.app().inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          message: commonErrorMessages.notFound,
          code: commonErrorCodes.notFound,
        });
      },
    );

    it('answers a write to a page path with a JSON 404', async () => {
      const response = await t.app().inject({
        method: 'DELETE',
        url: '/about',
        headers: await xsrfHeaders(t.app()),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: commonErrorCodes.notFound });
    });

    it('answers invalid input with 400 and a detail naming each field and its problem', async () => {
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/test/children?limit=500',
        payload: { name: '', birthDate: '2024-13-45' },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; detail: string; code: string }>();
      expect(body.message).toBe(commonErrorMessages.invalidRequest);
      expect(body.code).toBe(commonErrorCodes.validationFailed);
      expect(body.detail).toMatch(/body\.name: /);
      expect(body.detail).toMatch(/body\.birthDate: /);
    });

    it('names the querystring field in the detail', async () => {
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/test/children?limit=500',
        payload: { name: 'Ada', birthDate: '2024-01-31' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/^querystring\.limit: /);
    });

    it('answers malformed JSON with the uniform 400: message, code and a detail saying why', async () => {
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/test/children',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      const body = ApiErrorBody.strict().parse(response.json());
      expect(body).toMatchObject({
        message: commonErrorMessages.invalidRequest,
        code: 'bad_request',
      });
      expect(body.detail).toMatch(/JSON/);
    });

    it('answers other framework refusals with the uniform body too', async () => {
      const post = (headers: Record<string, string>, payload: string) =>
        t.app().inject({ method: 'POST', url: '/api/test/children', headers, payload });

      const unsupported = await post({ 'content-type': 'text/csv' }, 'name,birthDate');
      expect(unsupported.statusCode).toBe(415);
      const unsupportedBody = ApiErrorBody.strict().parse(unsupported.json());
      expect(unsupportedBody).toMatchObject({
        message: 'Unsupported Media Type',
        code: 'unsupported_media_type',
      });
      expect(unsupportedBody.detail).toMatch(/Content-Type/);

      const tooLarge = await post(
        { 'content-type': 'application/json' },
        JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), birthDate: '2024-01-31' }),
      );
      expect(tooLarge.statusCode).toBe(413);
      const tooLargeBody = ApiErrorBody.strict().parse(tooLarge.json());
      expect(tooLargeBody).toMatchObject({
        message: 'Payload Too Large',
        code: 'payload_too_large',
      });
      expect(tooLargeBody.detail).toMatch(/body/i);
    });

    it('accepts valid input', async () => {
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/test/children',
        payload: { name: 'Ada', birthDate: '2024-01-31' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Ada' });
    });

    it('sends an AppError with its status, code and message', async () => {
      const response = await t.app().inject({ method: 'GET', url: '/api/test/conflict' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Only one provider role',
        code: 'provider_role_conflict',
      });
    });

    it("sends an AppError's detail when it has one", async () => {
      const response = await t.app().inject({ method: 'GET', url: '/api/test/unsupported' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Unsupported filter',
        detail: 'only Id eq N is supported',
        code: 'unsupported_filter',
      });
    });

    it('answers an unexpected error with a bare 500 that reveals nothing', async () => {
      t.allowServerErrors();
      const response = await t.app().inject({ method: 'GET', url: '/api/test/bug' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: commonErrorMessages.internalServerError,
        code: commonErrorCodes.internalError,
      });
      expect(response.body).not.toContain('hunter2');
    });

    it('writes the details of an unexpected error to the log', async () => {
      const lines: string[] = [];
      const app = await buildApp({
        config: testConfig(),
        database: t.connection(),
        logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
      });
      testRoutes(app);
      const response = await app.inject({ method: 'GET', url: '/api/test/bug' });
      await app.close();
      expect(response.statusCode).toBe(500);
      expect(lines.join('\n')).toContain('hunter2');
    });
  },
  { setup: testRoutes },
);

describe('httpErrorCode', () => {
  it("gives every 4xx the code of Node's reason phrase, so framework errors carry listed codes", () => {
    for (const [status, reason] of Object.entries(STATUS_CODES)) {
      const statusCode = Number(status);
      if (statusCode < 400 || statusCode > 499 || reason === undefined) continue;
      const fromReason = reason
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, '');
      expect(httpErrorCode(statusCode)).toBe(fromReason);
    }
  });
});
