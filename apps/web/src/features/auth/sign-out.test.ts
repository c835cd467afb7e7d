import { afterEach, describe, expect, test, vi } from 'vitest';
import { storageKeys } from '@kinderwait/contract/constants';
import { signInApiPaths } from '@kinderwait/contract/sign-in';
import { queryClient } from '../../lib/query-client';
import { readStorage, readToken, writeStorage, writeToken } from '../../lib/storage';
import { useLoadingStore } from '../../stores/loading-store';
import { setupApiTestContext } from '../../test/api-test-context';
import { sendJson } from '../../test/http-test-server';
import { signOut } from './sign-out';

const context = setupApiTestContext();

const token = { accessToken: 'access-1', refreshToken: 'refresh-1' };

function logoutCalls() {
  return context.server.requests.filter((request) => request.path === signInApiPaths.logout);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signOut', () => {
  test('revokes the refresh token on the server, clears the state and goes to /entry/login', async () => {
    writeToken(token);
    context.server.route('POST', signInApiPaths.logout, (request, response) => {
      response.writeHead(204);
      response.end();
    });
    const clearUserContext = vi.fn();
    const clearTabBar = vi.fn();

    await signOut({ clearState: [clearUserContext, clearTabBar] });

    expect(logoutCalls()).toHaveLength(1);
    expect(logoutCalls()[0]?.headers.authorization).toBe('Bearer access-1');
    expect(JSON.parse(logoutCalls()[0]?.body ?? '')).toEqual({ refreshToken: 'refresh-1' });
    expect(readToken()).toBeNull();
    expect(clearUserContext).toHaveBeenCalledOnce();
    expect(clearTabBar).toHaveBeenCalledOnce();
    expect(context.navigations).toEqual(['/entry/login']);
  });

  test('forgets the waitlist wizard answers kept in the browser', async () => {
    writeToken(token);
    writeStorage(storageKeys.waitlistData, '{"Distance":5}');
    context.server.route('POST', signInApiPaths.logout, (request, response) => {
      response.writeHead(204);
      response.end();
    });
    await signOut();
    expect(readStorage(storageKeys.waitlistData)).toBeNull();
  });

  test('goes to the given path instead', async () => {
    writeToken(token);
    context.server.route('POST', signInApiPaths.logout, (request, response) => {
      response.writeHead(204);
      response.end();
    });
    await signOut({ redirectTo: '/about' });
    expect(context.navigations).toEqual(['/about']);
  });

  test('a failed logout call is logged, and the browser forgets the session anyway', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeToken(token);
    context.server.route('POST', signInApiPaths.logout, (request, response) => {
      sendJson(response, 500, { message: 'Internal server error' });
    });
    const clear = vi.fn();

    await signOut({ clearState: [clear] });

    expect(warn).toHaveBeenCalledWith('Logout failed', expect.anything());
    expect(readToken()).toBeNull();
    expect(clear).toHaveBeenCalledOnce();
    // No error screen: only the sign-in screen.
    expect(context.navigations).toEqual(['/entry/login']);
  });

  test('without a stored token nothing is sent, and the state is still cleared', async () => {
    const clear = vi.fn();
    await signOut({ clearState: [clear] });
    expect(logoutCalls()).toHaveLength(0);
    expect(clear).toHaveBeenCalledOnce();
    expect(context.navigations).toEqual(['/entry/login']);
  });

  test('empties the query cache once it has left the signed-in page', async () => {
    writeToken(token);
    queryClient.setQueryData(['user-context', 'current-user'], { firstName: 'Ada' });
    let cachedWhenLeaving: number | undefined;
    context.server.route('POST', signInApiPaths.logout, (request, response) => {
      response.writeHead(204);
      response.end();
    });
    await signOut({
      clearState: [
        () => {
          cachedWhenLeaving = queryClient.getQueryCache().getAll().length;
        },
      ],
    });
    expect(cachedWhenLeaving).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  test.each([
    [204, 'succeeds'],
    [500, 'fails'],
  ])(
    'the full-screen loading indicator is up during the logout call and down after it (%i: it %s)',
    async (status) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      writeToken(token);
      let loadingDuringCall: number | undefined;
      context.server.route('POST', signInApiPaths.logout, (request, response) => {
        loadingDuringCall = useLoadingStore.getState().pending;
        if (status === 204) {
          response.writeHead(204);
          response.end();
        } else {
          sendJson(response, status, { message: 'Internal server error' });
        }
      });
      await signOut();
      expect(loadingDuringCall).toBe(1);
      expect(useLoadingStore.getState().pending).toBe(0);
    },
  );
});
