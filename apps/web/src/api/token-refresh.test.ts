// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { specMessages } from '@kinderwait/contract/messages';
import { queryClient } from '../lib/query-client';
import { readToken, writeToken } from '../lib/storage';
import { useNotificationStore } from '../stores/notification-store';
import { setupApiTestContext } from '../test/api-test-context';
import { sendJson } from '../test/http-test-server';
import { httpClient, refreshAccessToken } from './http-client';
import { refreshTokenPath } from './token-refresh';

const context = setupApiTestContext();

const oldToken = { accessToken: 'access-old', refreshToken: 'refresh-old' };
const newToken = { accessToken: 'access-new', refreshToken: 'refresh-new' };

/** GET /api/children answers 200 only to the new access token, else 401. */
function serveProtected() {
  context.server.route('GET', '/api/children', (request, response) => {
    if (request.headers.authorization === `Bearer ${newToken.accessToken}`) {
      sendJson(response, 200, { items: [] });
    } else {
      sendJson(response, 401, { message: 'Access token expired' });
    }
  });
}

/** The refresh answers after a delay, so concurrent 401s arrive while it runs. */
function serveRefresh(outcome: 'ok' | 'fail') {
  context.server.route('POST', refreshTokenPath, (request, response) => {
    setTimeout(() => {
      if (outcome === 'ok') sendJson(response, 200, { token: newToken });
      else sendJson(response, 401, { message: 'Refresh token revoked' });
    }, 50);
  });
}

function refreshCalls() {
  return context.server.requests.filter((request) => request.path === refreshTokenPath).length;
}

describe('token refresh', () => {
  test('ten requests that get 401 at once cause ONE refresh, then all ten succeed', async () => {
    writeToken(oldToken);
    serveProtected();
    serveRefresh('ok');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => httpClient.get('/api/children')),
    );
    expect(responses.map((response) => response.status)).toEqual(Array<number>(10).fill(200));
    expect(refreshCalls()).toBe(1);
    expect(readToken()).toEqual(newToken);
    const refresh = context.server.requests.find((request) => request.path === refreshTokenPath);
    expect(JSON.parse(refresh?.body ?? '')).toEqual({
      refreshToken: oldToken.refreshToken,
      accessToken: oldToken.accessToken,
    });
    expect(context.navigations).toEqual([]);
    expect(context.reloads()).toBe(0);
  });

  test('the first 401 shows the session-expired notification', async () => {
    writeToken(oldToken);
    serveProtected();
    serveRefresh('ok');
    await httpClient.get('/api/children');
    const notification = useNotificationStore.getState();
    expect(notification.triggered).toBe(true);
    expect(notification.message).toBe(specMessages.sessionExpired);
  });

  test('a later 401 refreshes again: the shared refresh resets once nobody waits', async () => {
    writeToken(oldToken);
    serveProtected();
    serveRefresh('ok');
    await httpClient.get('/api/children');
    writeToken(oldToken);
    await httpClient.get('/api/children');
    expect(refreshCalls()).toBe(2);
  });

  test('a 401 after the retry removes the token, goes to sign-in and reloads', async () => {
    writeToken(oldToken);
    context.server.route('GET', '/api/children', (request, response) => {
      sendJson(response, 401, { message: 'Still not allowed' });
    });
    serveRefresh('ok');
    await expect(httpClient.get('/api/children')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toBe(1);
    expect(readToken()).toBeNull();
    expect(context.navigations).toEqual(['/auth/login']);
    expect(context.reloads()).toBe(1);
  });

  test('a failed refresh removes the token, goes to sign-in and reloads once for all waiters', async () => {
    writeToken(oldToken);
    serveProtected();
    serveRefresh('fail');
    const results = await Promise.allSettled(
      Array.from({ length: 3 }, () => httpClient.get('/api/children')),
    );
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refreshCalls()).toBe(1);
    expect(readToken()).toBeNull();
    expect(context.navigations).toEqual(['/auth/login']);
    expect(context.reloads()).toBe(1);
  });

  test('a lost session empties the query cache: nothing the old session loaded survives', async () => {
    writeToken(oldToken);
    queryClient.setQueryData(['user-context', 'current-user'], { firstName: 'Ada' });
    serveProtected();
    serveRefresh('fail');
    await expect(httpClient.get('/api/children')).rejects.toMatchObject({ status: 401 });
    expect(context.navigations).toEqual(['/auth/login']);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  test('a 403 removes the token, empties the query cache, goes to sign-in and reloads, without a refresh', async () => {
    writeToken(oldToken);
    queryClient.setQueryData(['user-context', 'current-user'], { firstName: 'Ada' });
    context.server.route('GET', '/api/children', (request, response) => {
      sendJson(response, 403, { message: 'Role not held' });
    });
    serveRefresh('ok');
    await expect(httpClient.get('/api/children')).rejects.toMatchObject({ status: 403 });
    expect(refreshCalls()).toBe(0);
    expect(readToken()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(context.navigations).toEqual(['/auth/login']);
    expect(context.reloads()).toBe(1);
  });

  test('without a refresh token the refresh fails with "No refresh token" and calls nothing', async () => {
    serveRefresh('ok');
    await expect(refreshAccessToken()).rejects.toThrow(specMessages.noRefreshToken);
    expect(refreshCalls()).toBe(0);
  });

  test('a 401 with no stored token ends the session without calling refresh', async () => {
    serveProtected();
    serveRefresh('ok');
    await expect(httpClient.get('/api/children')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toBe(0);
    expect(context.navigations).toEqual(['/auth/login']);
    expect(context.reloads()).toBe(1);
  });

  test('a 401 for a token that was refreshed meanwhile retries with the new token only', async () => {
    writeToken(oldToken);
    serveRefresh('ok');
    // The first answer is held back until a refresh has already replaced the token.
    context.server.route('GET', '/api/children', (request, response) => {
      if (request.headers.authorization === `Bearer ${newToken.accessToken}`) {
        sendJson(response, 200, { items: [] });
        return;
      }
      setTimeout(() => {
        sendJson(response, 401, { message: 'Access token expired' });
      }, 150);
    });
    const slow = httpClient.get('/api/children');
    await refreshAccessToken();
    await expect(slow).resolves.toMatchObject({ status: 200 });
    expect(refreshCalls()).toBe(1);
  });
});
