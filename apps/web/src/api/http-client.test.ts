// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { storageKeys } from '@kinderwait/contract/constants';
import { webLocalStorageKeys, writeRoleId, writeToken } from '../lib/storage';
import { setupApiTestContext } from '../test/api-test-context';
import { sendJson } from '../test/http-test-server';
import { httpClient, refreshAccessToken } from './http-client';
import { refreshTokenPath } from './token-refresh';

const context = setupApiTestContext();

function echoHeaders(method: string, path: string) {
  context.server.route(method, path, (request, response) => {
    sendJson(response, 200, { ok: true });
  });
}

function lastRequest() {
  const request = context.server.requests.at(-1);
  if (request === undefined) throw new Error('The server received no request');
  return request;
}

describe('httpClient request headers', () => {
  test('calls the page origin by default, with no timeout and JSON', async () => {
    echoHeaders('GET', '/api/echo');
    const response = await httpClient.get('/api/echo');
    expect(response.data).toEqual({ ok: true });
    expect(httpClient.defaults.baseURL).toBe('');
    expect(httpClient.defaults.timeout).toBe(0);
    expect(lastRequest().headers.accept).toContain('application/json');
  });

  test('sends the stored access token as a Bearer header and the stored role as roleId', async () => {
    writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    writeRoleId(2);
    echoHeaders('GET', '/api/echo');
    await httpClient.get('/api/echo');
    expect(lastRequest().headers.authorization).toBe('Bearer access-1');
    expect(lastRequest().headers.roleid).toBe('2');
  });

  test('sends the active language as Accept-Language: English, or French once the visitor reads it', async () => {
    echoHeaders('GET', '/api/echo');
    await httpClient.get('/api/echo');
    expect(lastRequest().headers['accept-language']).toBe('en');

    // A development or test build's French preview, with French chosen.
    localStorage.setItem(webLocalStorageKeys.frenchPreview, 'on');
    localStorage.setItem(webLocalStorageKeys.language, 'fr');
    await httpClient.get('/api/echo');
    expect(lastRequest().headers['accept-language']).toBe('fr');
  });

  test('a roleId option on the call wins over the stored role', async () => {
    writeRoleId(2);
    echoHeaders('GET', '/api/echo');
    await httpClient.get('/api/echo', { roleId: 4 });
    expect(lastRequest().headers.roleid).toBe('4');
  });

  test('sends no Authorization or roleId when nothing is stored', async () => {
    echoHeaders('GET', '/api/echo');
    await httpClient.get('/api/echo');
    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(lastRequest().headers.roleid).toBeUndefined();
  });

  test('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on every write call', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      echoHeaders(method, '/api/echo');
      await httpClient.request({ method, url: '/api/echo', data: { a: 1 } });
      expect(lastRequest().method).toBe(method);
      expect(lastRequest().headers['x-xsrf-token']).toBe('xsrf-123');
    }
  });

  test('does not send X-XSRF-TOKEN on reads, even to the same origin', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    echoHeaders('GET', '/api/echo');
    await httpClient.get('/api/echo');
    expect(lastRequest().headers['x-xsrf-token']).toBeUndefined();
  });

  test('sends JSON bodies as application/json', async () => {
    echoHeaders('POST', '/api/echo');
    await httpClient.post('/api/echo', { name: 'Ada' });
    expect(lastRequest().headers['content-type']).toContain('application/json');
    expect(JSON.parse(lastRequest().body)).toEqual({ name: 'Ada' });
  });

  test('sends a FormData body as multipart/form-data with its boundary and the file', async () => {
    echoHeaders('PUT', '/api/knowledge-base/broadcast/faq');
    const form = new FormData();
    form.append('file', new File(['Opening hours: 7 to 6'], 'faq.txt', { type: 'text/plain' }));
    await httpClient.put('/api/knowledge-base/broadcast/faq', form);
    const { headers, body } = lastRequest();
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(
      headers['content-type'] ?? '',
    )?.[1];
    expect(boundary).toBeDefined();
    expect(body.startsWith(`--${boundary ?? ''}\r\n`)).toBe(true);
    expect(body).toContain('Content-Disposition: form-data; name="file"; filename="faq.txt"');
    expect(body).toContain('Content-Type: text/plain\r\n\r\nOpening hours: 7 to 6\r\n');
    expect(body.trimEnd().endsWith(`--${boundary ?? ''}--`)).toBe(true);
  });

  test('sends an array body (a JSON patch) as application/json too', async () => {
    echoHeaders('PATCH', '/api/onboarding/7');
    const patch = [{ op: 'add', path: '/steps/-', value: { step: 'role' } }];
    await httpClient.patch('/api/onboarding/7', patch);
    expect(lastRequest().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(lastRequest().body)).toEqual(patch);
  });

  test('the refresh call carries no Authorization or roleId, only the anti-forgery header', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    writeRoleId(2);
    context.server.route('POST', refreshTokenPath, (request, response) => {
      sendJson(response, 200, { token: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
    });
    const token = await refreshAccessToken();
    expect(token).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const refresh = lastRequest();
    expect(refresh.path).toBe(refreshTokenPath);
    expect(refresh.headers.authorization).toBeUndefined();
    expect(refresh.headers.roleid).toBeUndefined();
    expect(refresh.headers['x-xsrf-token']).toBe('xsrf-123');
    expect(JSON.parse(refresh.body)).toEqual({
      refreshToken: 'refresh-1',
      accessToken: 'access-1',
    });
    expect(JSON.parse(window.localStorage.getItem(storageKeys.token) ?? '')).toEqual(token);
  });

  test('never sends the token, role or anti-forgery token to another origin', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    writeRoleId(2);
    // Same server, other origin: localhost instead of 127.0.0.1. It allows CORS for the test.
    context.server.route('GET', '/api/outside', (request, response) => {
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
      });
      response.end('{"ok":true}');
    });
    await httpClient.get(`http://localhost:${context.server.port}/api/outside`);
    expect(lastRequest().headers.origin).toBe(context.server.origin);
    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(lastRequest().headers.roleid).toBeUndefined();
    expect(lastRequest().headers['x-xsrf-token']).toBeUndefined();
  });
});
