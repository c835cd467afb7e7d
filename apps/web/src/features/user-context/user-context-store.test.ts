import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { roleIds, storageKeys } from '@kinderwait/contract/constants';
import { specMessages } from '@kinderwait/contract/messages';
import { rolesApiPaths } from '@kinderwait/contract/roles';
import type { User } from '@kinderwait/contract/users';
import { usersApiPaths } from '@kinderwait/contract/users';
import { writeToken } from '../../lib/storage';
import { setupApiTestContext } from '../../test/api-test-context';
import { sendJson } from '../../test/http-test-server';
import { testRole, testUser } from '../../test/account-fixtures';
import {
  fetchUser,
  loadPermissions,
  loadSubscriptions,
  resetUserContext,
  setActiveRole,
  useUserContextStore,
} from './user-context-store';

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

function storedRole() {
  return {
    id: window.localStorage.getItem(storageKeys.roleId),
    code: window.localStorage.getItem(storageKeys.roleCode),
  };
}

beforeEach(() => {
  resetUserContext();
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('user fetch (SPEC 4: de-duplicated and cached unless forced)', () => {
  test('two concurrent fetches make one request and get the same user', async () => {
    serveUser(parentAndProvider, 30);
    const [first, second] = await Promise.all([fetchUser(), fetchUser()]);
    expect(userCalls()).toBe(1);
    expect(first).toEqual(parentAndProvider);
    expect(second).toBe(first);
  });

  test('a later fetch answers from the cache without a request', async () => {
    serveUser(parentAndProvider);
    await fetchUser();
    await fetchUser();
    expect(userCalls()).toBe(1);
    expect(useUserContextStore.getState().user?.firstName).toBe('Ada');
  });

  test('a forced fetch asks the server again', async () => {
    serveUser(parentAndProvider);
    await fetchUser();
    serveUser({ ...parentAndProvider, firstName: 'Augusta' });
    const fresh = await fetchUser({ force: true });
    expect(userCalls()).toBe(2);
    expect(fresh.firstName).toBe('Augusta');
    expect(useUserContextStore.getState().user?.firstName).toBe('Augusta');
  });

  test('a reset forgets the user, and an answer to an older request does not bring it back', async () => {
    serveUser(parentAndProvider, 50);
    const pending = fetchUser();
    resetUserContext();
    await pending;
    expect(useUserContextStore.getState().user).toBeUndefined();
  });
});

describe('active role (SPEC 4 and 6)', () => {
  test('with no role stored, the first role of the fetched user is chosen and stored', async () => {
    serveUser(parentAndProvider);
    await fetchUser();
    expect(useUserContextStore.getState().activeRole).toEqual({ id: 2, code: 'Parent' });
    expect(storedRole()).toEqual({ id: '2', code: 'Parent' });
  });

  test('a stored role the user holds stays active; its code matches case-insensitively', async () => {
    window.localStorage.setItem(storageKeys.roleId, String(roleIds.Licenced));
    window.localStorage.setItem(storageKeys.roleCode, 'licenced');
    serveUser(parentAndProvider);
    await fetchUser();
    expect(useUserContextStore.getState().activeRole).toEqual({ id: 3, code: 'Licenced' });
    // Every call after that carries the stored role id.
    expect(context.server.requests.at(-1)?.headers.roleid).toBe('3');
  });

  test('a stored role code without an id picks the held role of that code', async () => {
    window.localStorage.setItem(storageKeys.roleCode, 'LICENCED');
    serveUser(parentAndProvider);
    await fetchUser();
    expect(useUserContextStore.getState().activeRole).toEqual({ id: 3, code: 'Licenced' });
    expect(storedRole()).toEqual({ id: '3', code: 'Licenced' });
  });

  test('a stored role id without a code picks the held role of that id', async () => {
    window.localStorage.setItem(storageKeys.roleId, String(roleIds.Licenced));
    serveUser(parentAndProvider);
    await fetchUser();
    expect(useUserContextStore.getState().activeRole).toEqual({ id: 3, code: 'Licenced' });
    expect(storedRole()).toEqual({ id: '3', code: 'Licenced' });
  });

  test('a stored role the user does not hold is replaced by the first role', async () => {
    window.localStorage.setItem(storageKeys.roleId, String(roleIds.BabySitter));
    window.localStorage.setItem(storageKeys.roleCode, 'BabySitter');
    serveUser(parentAndProvider);
    await fetchUser();
    expect(storedRole()).toEqual({ id: '2', code: 'Parent' });
  });

  test('a stored invalid code raises "Invalid role code" and the first role is chosen instead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(storageKeys.roleId, '3');
    window.localStorage.setItem(storageKeys.roleCode, 'Nanny');
    serveUser(parentAndProvider);
    await fetchUser();
    expect(warn).toHaveBeenCalledWith(specMessages.invalidRoleCode);
    expect(storedRole()).toEqual({ id: '2', code: 'Parent' });
  });

  test('setActiveRole stores the role id and the canonical code', () => {
    expect(setActiveRole({ id: 3, code: 'LICENCED' })).toEqual({ id: 3, code: 'Licenced' });
    expect(storedRole()).toEqual({ id: '3', code: 'Licenced' });
    expect(useUserContextStore.getState().activeRole).toEqual({ id: 3, code: 'Licenced' });
  });

  test('setActiveRole rejects an unknown code with "Invalid role code" and stores nothing', () => {
    setActiveRole({ id: 2, code: 'Parent' });
    expect(() => setActiveRole({ id: 9, code: 'Nanny' })).toThrow(specMessages.invalidRoleCode);
    expect(storedRole()).toEqual({ id: '2', code: 'Parent' });
    expect(useUserContextStore.getState().activeRole).toEqual({ id: 2, code: 'Parent' });
  });

  test('a user without roles has no active role and no stored role', async () => {
    window.localStorage.setItem(storageKeys.roleId, '2');
    window.localStorage.setItem(storageKeys.roleCode, 'Parent');
    serveUser({ ...parentAndProvider, roles: [] });
    await fetchUser();
    expect(useUserContextStore.getState().activeRole).toBeUndefined();
    expect(storedRole()).toEqual({ id: null, code: null });
  });
});

describe('access for the route guard', () => {
  function serveRoles() {
    context.server.route('GET', rolesApiPaths.roles, (request, response) => {
      const filter = new URL(request.url, context.server.origin).searchParams.get('$filter');
      const id = Number(/^Id eq (\d+)$/.exec(filter ?? '')?.[1]);
      const code = id === roleIds.Licenced ? 'Licenced' : 'Parent';
      sendJson(response, 200, {
        items: [{ ...testRole(code), Id: id }],
      });
    });
  }

  test('permissions are those of the CURRENT role, fetched once per role', async () => {
    serveUser(parentAndProvider);
    serveRoles();
    expect(await loadPermissions()).toContain('waitlistTicket.create');
    await loadPermissions();
    setActiveRole({ id: roleIds.Licenced, code: 'Licenced' });
    const provider = await loadPermissions();
    expect(provider).not.toContain('waitlistTicket.create');
    expect(provider).toContain('waitlist.manage');
    const roleCalls = context.server.requests.filter((r) => r.path === rolesApiPaths.roles);
    expect(
      roleCalls.map((r) => new URL(r.url, context.server.origin).searchParams.get('$filter')),
    ).toEqual(['Id eq 2', 'Id eq 3']);
  });

  test('a user without a role holds no permission', async () => {
    serveUser({ ...parentAndProvider, roles: [] });
    serveRoles();
    expect(await loadPermissions()).toEqual([]);
  });

  test("subscriptions are the names of the user's active subscriptions", async () => {
    serveUser(parentAndProvider);
    context.server.route(
      'GET',
      `/api/users/${encodeURIComponent(parentAndProvider.email)}/subscriptions`,
      (request, response) => {
        sendJson(response, 200, {
          items: [
            { name: 'Voice Assistant Setup', status: 'active', currentPeriodEnd: null },
            { name: 'KinderWait Plus', status: 'canceled', currentPeriodEnd: null },
          ],
        });
      },
    );
    expect(await loadSubscriptions()).toEqual(['Voice Assistant Setup']);
  });
});

describe('signed out', () => {
  test('without a stored token the user is not asked for', async () => {
    window.localStorage.removeItem(storageKeys.token);
    serveUser(parentAndProvider);
    await expect(fetchUser()).rejects.toThrow('Not signed in');
    expect(userCalls()).toBe(0);
  });
});
