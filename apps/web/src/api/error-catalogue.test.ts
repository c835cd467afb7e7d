// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { specMessages } from '@kinderwait/contract/messages';
import { readToken, writeToken } from '../lib/storage';
import { setupApiTestContext } from '../test/api-test-context';
import { sendJson } from '../test/http-test-server';
import { errorPageNavigation } from '../lib/error-page-navigation';
import { httpClient } from './http-client';

const context = setupApiTestContext();

afterEach(() => {
  vi.restoreAllMocks();
});

function answer(path: string, status: number, body?: unknown) {
  context.server.route('GET', path, (request, response) => {
    if (body === undefined) {
      response.writeHead(status);
      response.end();
    } else if (typeof body === 'string') {
      response.writeHead(status, { 'Content-Type': 'text/plain' });
      response.end(body);
    } else {
      sendJson(response, status, body);
    }
  });
}

describe('error catalogue (how the app reacts to failed calls)', () => {
  test('no response: goes to the error screen with code network and "Network Error: ..."', async () => {
    context.server.route('GET', '/api/hang-up', (request, response) => {
      response.socket?.destroy();
    });
    await expect(httpClient.get('/api/hang-up')).rejects.toThrow('Network Error');
    expect(context.navigations).toEqual([
      `/error/network/${encodeURIComponent('Network Error: Network Error')}`,
    ]);
  });

  test('400: logs "Bad request" with the message, rejects and stays on the screen', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('/api/bad', 400, { message: 'Invalid input', detail: 'email: Invalid email address' });
    await expect(httpClient.get('/api/bad')).rejects.toMatchObject({ status: 400 });
    expect(log).toHaveBeenCalledWith(specMessages.badRequestLog, 'email: Invalid email address');
    expect(context.navigations).toEqual([]);
    expect(context.reloads()).toBe(0);
  });

  test('5xx: error screen with the status code and the server message', async () => {
    answer('/api/broken', 500, { message: 'Database unavailable' });
    await expect(httpClient.get('/api/broken')).rejects.toMatchObject({ status: 500 });
    expect(context.navigations).toEqual([
      `/error/500/${encodeURIComponent('Database unavailable')}`,
    ]);
  });

  test('5xx without a message: error screen with "Server error"', async () => {
    answer('/api/broken', 503);
    await expect(httpClient.get('/api/broken')).rejects.toMatchObject({ status: 503 });
    expect(context.navigations).toEqual([`/error/503/${encodeURIComponent('Server error')}`]);
  });

  test('other 4xx: error screen with the status code and the message', async () => {
    answer('/api/missing', 404, { message: 'Not found', detail: 'No such child' });
    answer('/api/busy', 429, 'Too many requests, slow down');
    await expect(httpClient.get('/api/missing')).rejects.toMatchObject({ status: 404 });
    await expect(httpClient.get('/api/busy')).rejects.toMatchObject({ status: 429 });
    expect(context.navigations).toEqual([
      `/error/404/${encodeURIComponent('No such child')}`,
      `/error/429/${encodeURIComponent('Too many requests, slow down')}`,
    ]);
  });

  test('hands the error page its message in the navigation state, the only place it reads one', async () => {
    answer('/api/broken', 500, { message: 'Database unavailable' });
    context.server.route('GET', '/api/hang-up', (request, response) => {
      response.socket?.destroy();
    });
    await expect(httpClient.get('/api/broken')).rejects.toMatchObject({ status: 500 });
    await expect(httpClient.get('/api/hang-up')).rejects.toThrow('Network Error');
    expect(context.navigationStates).toEqual([
      errorPageNavigation(500, 'Database unavailable').state,
      errorPageNavigation('network', 'Network Error: Network Error').state,
    ]);
  });

  test('402 limit_reached: the limit-reached screen with what ran out and when it renews', async () => {
    answer('/api/assistant', 402, {
      code: 'limit_reached',
      message: 'You have used all 30 assistant messages your plan includes a day.',
      detail: 'usage.assistantMessage: renews at 2026-05-02T04:00:00.000Z',
    });
    await expect(httpClient.get('/api/assistant')).rejects.toMatchObject({ status: 402 });
    expect(context.navigations).toEqual([
      '/service-payment/limit-reached?detail=usage.assistantMessage%3A+renews+at+2026-05-02T04%3A00%3A00.000Z',
    ]);
  });

  test('402 without limit_reached is another 4xx: the error screen', async () => {
    answer('/api/declined', 402, { code: 'card_declined', message: 'Your card was declined.' });
    await expect(httpClient.get('/api/declined')).rejects.toMatchObject({ status: 402 });
    expect(context.navigations).toEqual([
      `/error/402/${encodeURIComponent('Your card was declined.')}`,
    ]);
  });

  test('other 4xx without a message: error screen with "Request error"', async () => {
    answer('/api/conflict', 409);
    await expect(httpClient.get('/api/conflict')).rejects.toMatchObject({ status: 409 });
    expect(context.navigations).toEqual([`/error/409/${encodeURIComponent('Request error')}`]);
  });

  test('a body with none of detail, message or error shows as its JSON text', async () => {
    answer('/api/odd', 422, { reason: 'odd' });
    await expect(httpClient.get('/api/odd')).rejects.toMatchObject({ status: 422 });
    expect(context.navigations).toEqual([`/error/422/${encodeURIComponent('{"reason":"odd"}')}`]);
  });

  test('handleErrors: false rejects without changing the screen', async () => {
    context.server.route('GET', '/api/hang-up', (request, response) => {
      response.socket?.destroy();
    });
    answer('/api/broken', 500, { message: 'Database unavailable' });
    answer('/api/missing', 404, { message: 'Not found' });
    const options = { handleErrors: false };
    await expect(httpClient.get('/api/broken', options)).rejects.toMatchObject({ status: 500 });
    await expect(httpClient.get('/api/missing', options)).rejects.toMatchObject({ status: 404 });
    await expect(httpClient.get('/api/hang-up', options)).rejects.toThrow('Network Error');
    expect(context.navigations).toEqual([]);
  });

  test('handleErrors: false still ends the session on 403', async () => {
    writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    answer('/api/forbidden', 403, { message: 'Forbidden' });
    await expect(httpClient.get('/api/forbidden', { handleErrors: false })).rejects.toMatchObject({
      status: 403,
    });
    expect(context.navigations).toEqual(['/auth/login']);
  });

  test('an aborted call rejects without any screen change', async () => {
    context.server.route('GET', '/api/slow', (request, response) => {
      setTimeout(() => {
        sendJson(response, 200, { ok: true });
      }, 200);
    });
    const controller = new AbortController();
    const call = httpClient.get('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(context.navigations).toEqual([]);
  });

  test.each([401, 403])(
    'a %i from an outside service neither refreshes nor ends the session',
    async (status) => {
      writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
      // Same server, other origin: localhost instead of 127.0.0.1; it allows CORS for the test.
      context.server.route('GET', '/outside/refused', (request, response) => {
        response.writeHead(status, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': '*',
        });
        response.end('{"error":"Access denied"}');
      });
      const outside = `http://localhost:${String(context.server.port)}/outside/refused`;
      await expect(httpClient.get(outside, { handleErrors: false })).rejects.toMatchObject({
        status,
      });
      expect(readToken()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
      expect(context.server.requests.map((request) => request.path)).toEqual(['/outside/refused']);
      expect(context.navigations).toEqual([]);
    },
  );
});
