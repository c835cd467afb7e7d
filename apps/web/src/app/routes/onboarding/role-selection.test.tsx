import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { roleIds, storageKeys } from '@kinderwait/contract/constants';
import { roleFilters } from '@kinderwait/contract/roles';
import { resetUserContext } from '../../../features/user-context/user-context-store';
import { writeToken } from '../../../lib/storage';
import { setupApiTestContext } from '../../../test/api-test-context';
import { testUser } from '../../../test/account-fixtures';
import { expectRoleSelection } from '../../testing/expect-role-selection';
import { renderAppAt } from '../../testing/render-app-at';
import { serveAccountApi } from '../signed-in/fake-account-api';
import { serveOnboardingApi } from '../signed-in/fake-onboarding-api';

const context = setupApiTestContext();

beforeEach(() => {
  resetUserContext();
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('/onboarding/role-selection in the app', () => {
  test('a chosen role is assigned, stored under the user context keys and used from then on', async () => {
    const account = serveAccountApi(context.server, testUser([]));
    serveOnboardingApi(context.server, account.user);
    const { router } = renderAppAt('/onboarding/role-selection');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /looking for childcare/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Onboarding's next step: a parent's location.
    expect(await screen.findByRole('heading', { name: 'Complete an address' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/steps');
    expect(window.localStorage.getItem(storageKeys.roleId)).toBe('2');
    expect(window.localStorage.getItem(storageKeys.roleCode)).toBe('Parent');
    // Calls after the choice carry the role id: the tab bar asks for the new role's permissions.
    await waitFor(() => {
      const permissionsCall = context.server.requests.find(
        (request) =>
          new URL(request.url, context.server.origin).searchParams.get('$filter') ===
          roleFilters.byId(roleIds.Parent),
      );
      expect(permissionsCall?.headers.roleid).toBe('2');
    });
  });

  test('/home sends a user without a role to role selection', async () => {
    serveAccountApi(context.server, testUser([]));
    const { router } = renderAppAt('/home');
    await expectRoleSelection(router);
  });
});
