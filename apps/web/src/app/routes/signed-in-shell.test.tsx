import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { childrenApiPaths } from '@kinderwait/contract/children';
import type { RoleCode } from '@kinderwait/contract/constants';
import { roleIds, storageKeys } from '@kinderwait/contract/constants';
import { specMessages } from '@kinderwait/contract/messages';
import { roleFilters, rolesApiPaths } from '@kinderwait/contract/roles';
import { signInApiPaths } from '@kinderwait/contract/sign-in';
import { usersApiPaths } from '@kinderwait/contract/users';
import { resetNavigationState } from '../../features/navigation/navigation-store';
import { currentUserQueryOptions } from '../../features/user-context/api/get-current-user';
import { resetUserContext } from '../../features/user-context/user-context-store';
import { queryClient } from '../../lib/query-client';
import { readToken, writeRoleCode, writeRoleId, writeToken } from '../../lib/storage';
import { useNotificationStore } from '../../stores/notification-store';
import { setupApiTestContext } from '../../test/api-test-context';
import { sendJson } from '../../test/http-test-server';
import { testUser } from '../../test/account-fixtures';
import { renderAppAt } from '../testing/render-app-at';
import { serveAccountApi } from './signed-in/fake-account-api';

const context = setupApiTestContext();

function signInAs(roles: RoleCode[]) {
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  serveAccountApi(context.server, testUser(roles));
}

async function findTabBar() {
  return within(await screen.findByRole('navigation', { name: 'Tabs' }));
}

beforeEach(() => {
  resetUserContext();
  resetNavigationState();
});

describe('signed-in screens with the real access source (route guard and navigation)', () => {
  test('a parent reaches /waitlist/children and sees the Waitlist tab', async () => {
    signInAs(['Parent']);
    context.server.route('GET', childrenApiPaths.children, (_request, response) => {
      sendJson(response, 200, { items: [] });
    });
    renderAppAt('/waitlist/children');
    expect(await screen.findByRole('heading', { name: 'Your children' })).toBeInTheDocument();
    const tabs = await findTabBar();
    await waitFor(() => {
      expect(tabs.getByRole('link', { name: 'Waitlist' })).toBeInTheDocument();
    });
  });

  test('a provider is refused /waitlist/children with the no-permission notification and sent home', async () => {
    signInAs(['Licenced']);
    const { router } = renderAppAt('/waitlist/children');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to KinderWait' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('heading', { name: 'Your children' })).not.toBeInTheDocument();
    expect(useNotificationStore.getState()).toMatchObject({
      triggered: true,
      message: specMessages.noPermission,
      color: 'success',
      timeout: 5000,
    });
    // The permission was asked for the provider's own role.
    const rolesCall = context.server.requests.find((r) => r.path === rolesApiPaths.roles);
    expect(new URL(rolesCall?.url ?? '/', context.server.origin).searchParams.get('$filter')).toBe(
      roleFilters.byId(roleIds.Licenced),
    );
  });

  test('the Waitlist tab is hidden for a provider', async () => {
    signInAs(['BabySitter']);
    renderAppAt('/home');
    const tabs = await findTabBar();
    await waitFor(() => {
      expect(tabs.getByText('Messages')).toBeInTheDocument();
    });
    // The tab set is final once the role's permissions have loaded.
    await waitFor(() => {
      expect(screen.getByRole('navigation', { name: 'Tabs' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
    });
    expect(tabs.queryByText('Waitlist')).not.toBeInTheDocument();
  });

  test('switching role on the profile makes it active for the guard and the tab bar', async () => {
    signInAs(['Licenced', 'Parent']);
    renderAppAt('/user-profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch to this role: Parent' }));
    expect(window.localStorage.getItem(storageKeys.roleId)).toBe('2');
    expect(window.localStorage.getItem(storageKeys.roleCode)).toBe('Parent');
    const tabs = await findTabBar();
    await waitFor(() => {
      expect(tabs.getByRole('link', { name: 'Waitlist' })).toBeInTheDocument();
    });
  });
});

describe('sign out from the drawer', () => {
  test('revokes the session on the server, clears token, role and drawer, goes to /entry/login', async () => {
    signInAs(['Parent']);
    renderAppAt('/home');
    const user = userEvent.setup();
    await user.click((await findTabBar()).getByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Menu' }));
    await waitFor(() => {
      expect(window.localStorage.getItem(storageKeys.roleId)).toBe('2');
    });
    await user.click(drawer.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => {
      expect(context.navigations).toEqual(['/entry/login']);
    });
    const logout = context.server.requests.find((r) => r.path === signInApiPaths.logout);
    expect(JSON.parse(logout?.body ?? '')).toEqual({ refreshToken: 'refresh-1' });
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem(storageKeys.roleId)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.roleCode)).toBeNull();
  });
});

describe('sign out shows the full-screen loading indicator', () => {
  test('it covers the screen while the logout call runs and is gone after, with the cache emptied', async () => {
    signInAs(['Parent']);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    context.server.route('POST', signInApiPaths.logout, async (request, response) => {
      await held;
      response.writeHead(204);
      response.end();
    });
    renderAppAt('/home');
    const user = userEvent.setup();
    await user.click((await findTabBar()).getByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Menu' }));
    await user.click(drawer.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(queryClient.getQueryCache().getAll()).not.toEqual([]);
    release();
    await waitFor(() => {
      expect(context.navigations).toEqual(['/entry/login']);
    });
    await waitFor(() => {
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    });
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeUndefined();
  });
});

describe('token refresh on a signed-in page', () => {
  test('an expired access token is renewed once and the page loads as usual', async () => {
    writeToken({ accessToken: 'expired', refreshToken: 'refresh-1' });
    writeRoleId(2);
    writeRoleCode('Parent');
    const { user } = serveAccountApi(context.server, testUser(['Parent']));
    // The user fetch gets 401 and is retried after the refresh; the role's permissions, asked
    // once the user is known, go out with the renewed token. (Ten concurrent 401s sharing one
    // refresh are proven against a real server in src/api/token-refresh.test.ts.)
    context.server.route('GET', usersApiPaths.getUserInfo, (request, response) => {
      if (request.headers.authorization === 'Bearer fresh') sendJson(response, 200, user());
      else sendJson(response, 401, { message: 'Access token expired' });
    });
    context.server.route('POST', signInApiPaths.refreshToken, (request, response) => {
      setTimeout(() => {
        sendJson(response, 200, { token: { accessToken: 'fresh', refreshToken: 'refresh-2' } });
      }, 30);
    });

    renderAppAt('/home');
    expect(await screen.findByText(/Hello Ada/, undefined)).toBeInTheDocument();
    const refreshes = context.server.requests.filter(
      (request) => request.path === signInApiPaths.refreshToken,
    );
    expect(refreshes).toHaveLength(1);
    const roleCalls = () =>
      context.server.requests.filter((request) => request.path === rolesApiPaths.roles);
    await waitFor(() => {
      expect(roleCalls().length).toBeGreaterThan(0);
    });
    expect(roleCalls().map((request) => request.headers.authorization)).toEqual(
      roleCalls().map(() => 'Bearer fresh'),
    );
    expect(readToken()).toEqual({ accessToken: 'fresh', refreshToken: 'refresh-2' });
    expect(context.navigations).toEqual([]);
  });
});
