import { afterEach, describe, expect, test, vi } from 'vitest';
import { storageKeys } from '@kinderwait/contract/constants';
import { signInApiPaths } from '@kinderwait/contract/sign-in';
import { readStorage, readToken, writeStorage, writeToken } from '../../lib/storage';
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

describe('signOut (SPEC 4, 7.1 and 8)', () => {
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
});
