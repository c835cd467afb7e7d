import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { storageKeys } from '@kinderwait/contract/constants';
import { usersApiPaths } from '@kinderwait/contract/users';
import type { User } from '@kinderwait/contract/users';
import { httpClient } from '../../../api/http-client';
import { queryClient } from '../../../lib/query-client';
import { writeToken } from '../../../lib/storage';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { testUser } from '../../../test/account-fixtures';
import { QueryWrapper } from '../../../test/query-wrapper';
import { getActiveRole, resetUserContext } from '../user-context-store';
import {
  currentUserQueryOptions,
  fetchCurrentUser,
  notSignedInMessage,
  setCurrentUser,
  useCurrentUser,
} from './get-current-user';

const context = setupApiTestContext();

const parentAndProvider = testUser(['Parent', 'Licenced']);

function serveUser(user: User, delayMs = 0) {
  context.server.route('GET', usersApiPaths.getUserInfo, (request, response) => {
    setTimeout(() => {
      sendJson(response, 200, user);
    }, delayMs);
  });
}

function userCalls() {
  return context.server.requests.filter((request) => request.path === usersApiPaths.getUserInfo)
    .length;
}

function cachedUser() {
  return queryClient.getQueryData(currentUserQueryOptions().queryKey);
}

beforeEach(() => {
  resetUserContext();
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('user fetch (de-duplicated and cached unless forced)', () => {
  test('two concurrent fetches make one request and get the same user', async () => {
    serveUser(parentAndProvider, 30);
    const [first, second] = await Promise.all([fetchCurrentUser(), fetchCurrentUser()]);
    expect(userCalls()).toBe(1);
    expect(first).toEqual(parentAndProvider);
    expect(second).toBe(first);
  });

  test('a forced fetch while one is in flight shares it', async () => {
    serveUser(parentAndProvider, 30);
    await Promise.all([fetchCurrentUser(), fetchCurrentUser({ force: true })]);
    expect(userCalls()).toBe(1);
  });

  test('a later fetch answers from the cache without a request', async () => {
    serveUser(parentAndProvider);
    await fetchCurrentUser();
    await fetchCurrentUser();
    expect(userCalls()).toBe(1);
    expect(cachedUser()?.firstName).toBe('Ada');
  });

  test('a forced fetch asks the server again and replaces the cached user', async () => {
    serveUser(parentAndProvider);
    await fetchCurrentUser();
    serveUser({ ...parentAndProvider, firstName: 'Augusta' });
    const fresh = await fetchCurrentUser({ force: true });
    expect(userCalls()).toBe(2);
    expect(fresh.firstName).toBe('Augusta');
    expect(cachedUser()?.firstName).toBe('Augusta');
  });

  test('the arriving user sets and stores the active role (its first role here)', async () => {
    serveUser(parentAndProvider);
    await fetchCurrentUser();
    expect(getActiveRole()).toEqual({ id: 2, code: 'Parent' });
    expect(window.localStorage.getItem(storageKeys.roleId)).toBe('2');
  });

  test('clearing the cache (sign-out) forgets the user, and an older answer brings back neither user nor role', async () => {
    serveUser(parentAndProvider, 30);
    let arrived: () => void = () => undefined;
    const answer = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const watch = httpClient.interceptors.response.use((response) => {
      arrived();
      return response;
    });
    try {
      const pending = fetchCurrentUser();
      queryClient.clear();
      resetUserContext();
      await expect(pending).rejects.toThrow();
      // The answer still arrives; give the client a turn to do whatever it would with it.
      await answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      httpClient.interceptors.response.eject(watch);
    }
    expect(cachedUser()).toBeUndefined();
    expect(getActiveRole()).toBeUndefined();
    expect(window.localStorage.getItem(storageKeys.roleId)).toBeNull();
  });

  test('without a stored token the user is not asked for', async () => {
    window.localStorage.removeItem(storageKeys.token);
    serveUser(parentAndProvider);
    await expect(fetchCurrentUser()).rejects.toThrow(notSignedInMessage);
    expect(userCalls()).toBe(0);
  });

  test('setCurrentUser keeps a user answered to a write, and its active role, without a request', () => {
    setCurrentUser(testUser(['Licenced']));
    expect(cachedUser()?.roles).toEqual([{ id: 3, code: 'Licenced' }]);
    expect(getActiveRole()).toEqual({ id: 3, code: 'Licenced' });
    expect(userCalls()).toBe(0);
  });
});

describe('useCurrentUser', () => {
  test('loads the user once for every component that asks', async () => {
    serveUser(parentAndProvider);
    const first = renderHook(() => useCurrentUser(), { wrapper: QueryWrapper });
    const second = renderHook(() => useCurrentUser(), { wrapper: QueryWrapper });
    expect(first.result.current.isPending).toBe(true);
    await waitFor(() => {
      expect(second.result.current.data?.firstName).toBe('Ada');
    });
    expect(first.result.current.data?.firstName).toBe('Ada');
    expect(userCalls()).toBe(1);
  });

  test('a failed load offers a retry that asks again', async () => {
    let calls = 0;
    context.server.route('GET', usersApiPaths.getUserInfo, (request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 503, { message: 'Unavailable' });
      else sendJson(response, 200, parentAndProvider);
    });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: QueryWrapper });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    act(() => {
      void result.current.refetch();
    });
    await waitFor(() => {
      expect(result.current.data?.firstName).toBe('Ada');
    });
    expect(calls).toBe(2);
  });
});
