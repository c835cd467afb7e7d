import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { storageKeys } from '@kinderwait/contract/constants';
import { signInApiPaths } from '@kinderwait/contract/sign-in';
import { usersApiPaths } from '@kinderwait/contract/users';
import { resetUserContext } from '../../../features/user-context/user-context-store';
import { readToken } from '../../../lib/storage';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { testUser } from '../../../test/account-fixtures';
import { expectRoleSelection } from '../../testing/expect-role-selection';
import { renderAppAt } from '../../testing/render-app-at';
import { serveAccountApi } from '../signed-in/fake-account-api';
import { serveOnboardingApi } from '../signed-in/fake-onboarding-api';

const context = setupApiTestContext();

const token = { accessToken: 'access-1', refreshToken: 'refresh-1' };

function serveValidLink() {
  context.server.route('POST', signInApiPaths.validateMagicLink, (request, response) => {
    sendJson(response, 200, { success: true, token });
  });
}

beforeEach(() => {
  resetUserContext();
});

describe('/auth/confirmation in the app', () => {
  test('a new user without roles goes on to role selection', async () => {
    serveValidLink();
    serveAccountApi(context.server, testUser([]));
    const { router } = renderAppAt('/auth/confirmation?userId=u1&etoken=e1');

    await expectRoleSelection(router);
    expect(readToken()).toEqual(token);
  });

  test('a user with roles and a finished onboarding goes home as their first role, forgetting an earlier session’s role', async () => {
    // Left by someone else who used this browser and whose session expired.
    window.localStorage.setItem(storageKeys.roleId, '5');
    window.localStorage.setItem(storageKeys.roleCode, 'BabySitter');
    serveValidLink();
    const account = serveAccountApi(context.server, testUser(['Licenced', 'Parent']));
    // Onboarding's resolver sends a finished onboarding home.
    serveOnboardingApi(context.server, account.user, ['select-location']);
    const { router } = renderAppAt('/auth/confirmation?userId=u1&etoken=e2');

    expect(
      await screen.findByText(
        /Hello Ada, you are signed in as Licensed childcare provider/,
        undefined,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(window.localStorage.getItem(storageKeys.roleId)).toBe('3');
    expect(window.localStorage.getItem(storageKeys.roleCode)).toBe('Licenced');
    // The user was fetched without the stale role id.
    const userCall = context.server.requests.find((r) => r.path === usersApiPaths.getUserInfo);
    expect(userCall?.headers.roleid).toBeUndefined();
  });

  test('a failed link stays on the confirmation screen with a way to get a new one', async () => {
    context.server.route('POST', signInApiPaths.validateMagicLink, (request, response) => {
      sendJson(response, 400, { message: 'This sign-in link is invalid or has expired.' });
    });
    const { router } = renderAppAt('/auth/confirmation?userId=u1&etoken=used');
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a new link' })).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/confirmation');
    });
    expect(readToken()).toBeNull();
  });
});

describe('the full-screen loading indicator while the link is checked', () => {
  /** The validation answers only when the test says so. */
  function serveHeldValidation(status: number, body: unknown): () => void {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    context.server.route('POST', signInApiPaths.validateMagicLink, async (request, response) => {
      await held;
      sendJson(response, status, body);
    });
    return release;
  }

  function loadingIndicator() {
    return screen.queryByRole('progressbar', { name: 'Loading' });
  }

  test('is up while the link is checked and gone once the user is home', async () => {
    const release = serveHeldValidation(200, { success: true, token });
    const account = serveAccountApi(context.server, testUser(['Parent']));
    serveOnboardingApi(context.server, account.user, ['select-location']);
    renderAppAt('/auth/confirmation?userId=u1&etoken=held-valid');

    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Signing you in…' })).toBeInTheDocument();
    release();

    expect(
      await screen.findByRole('heading', { name: 'Welcome to KinderWait' }),
    ).toBeInTheDocument();
    expect(loadingIndicator()).not.toBeInTheDocument();
  });

  test('goes away when the link is refused', async () => {
    const release = serveHeldValidation(400, { message: 'This sign-in link is invalid.' });
    renderAppAt('/auth/confirmation?userId=u1&etoken=held-refused');

    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeVisible();
    release();

    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(loadingIndicator()).not.toBeInTheDocument();
  });
});
