// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { setupApiTestContext } from '../test/api-test-context';
import { sendJson } from '../test/http-test-server';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from './api-requests';

const context = setupApiTestContext();

const Child = z.object({ id: z.string(), firstName: z.string() });

describe('typed API helpers', () => {
  test('apiGet parses the response with the schema and passes query params', async () => {
    context.server.route('GET', '/api/children/c1', (request, response) => {
      sendJson(response, 200, { id: 'c1', firstName: 'Ada', internal: 'dropped' });
    });
    const child = await apiGet('/api/children/c1', Child, { params: { view: 'short' } });
    // Parsing strips fields the schema does not list.
    expect(child).toEqual({ id: 'c1', firstName: 'Ada' });
    expect(context.server.requests.at(-1)?.url).toBe('/api/children/c1?view=short');
  });

  test('a response that does not match the schema rejects with the schema error', async () => {
    context.server.route('GET', '/api/children/c1', (request, response) => {
      sendJson(response, 200, { id: 42 });
    });
    await expect(apiGet('/api/children/c1', Child)).rejects.toBeInstanceOf(z.ZodError);
  });

  test('apiPost, apiPut and apiPatch send the body and parse the answer', async () => {
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      context.server.route(method, '/api/children', (request, response) => {
        const body: unknown = JSON.parse(request.body);
        sendJson(response, 200, {
          id: method,
          firstName: Child.pick({ firstName: true }).parse(body).firstName,
        });
      });
    }
    const body = { firstName: 'Ada' };
    await expect(apiPost('/api/children', body, Child)).resolves.toEqual({
      id: 'POST',
      firstName: 'Ada',
    });
    await expect(apiPut('/api/children', body, Child)).resolves.toEqual({
      id: 'PUT',
      firstName: 'Ada',
    });
    await expect(apiPatch('/api/children', body, Child)).resolves.toEqual({
      id: 'PATCH',
      firstName: 'Ada',
    });
  });

  test('an empty 204 answer parses as undefined', async () => {
    context.server.route('DELETE', '/api/children/c1', (request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(apiDelete('/api/children/c1', z.void())).resolves.toBeUndefined();
  });
});
