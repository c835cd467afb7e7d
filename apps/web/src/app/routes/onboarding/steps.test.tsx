import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { childcareProvidersApiPaths } from '@kinderwait/contract/childcare-providers';
import { userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { setMapSettingsForTests } from '../../../config/map-settings';
import { resetUserContext } from '../../../features/user-context/user-context-store';
import {
  forgetReturnPath,
  readReturnPath,
  rememberReturnPath,
} from '../../../features/auth/lib/return-path';
import { writeToken } from '../../../lib/storage';
import { setupApiTestContext } from '../../../test/api-test-context';
import { testUser } from '../../../test/account-fixtures';
import { renderAppAt } from '../../testing/render-app-at';
import { serveAccountApi } from '../signed-in/fake-account-api';
import { serveOnboardingApi } from '../signed-in/fake-onboarding-api';

const context = setupApiTestContext();

beforeEach(() => {
  resetUserContext();
  forgetReturnPath();
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterAll(() => {
  setMapSettingsForTests(undefined);
});

async function saveTheAddress() {
  const address = await screen.findByRole('textbox', { name: 'Address' });
  await waitFor(() => {
    expect(address).toHaveValue('100, Queen Street West, Toronto, Ontario M5H 2N2, Canada');
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
}

function bodyOf(method: string, path: string): unknown {
  const request = context.server.requests.find((r) => r.method === method && r.path === path);
  return request === undefined ? undefined : JSON.parse(request.body);
}

describe('/onboarding/steps', () => {
  test('a parent saves their location (children follow it), the step is recorded, then home', async () => {
    const account = serveAccountApi(context.server, testUser(['Parent']));
    const onboarding = serveOnboardingApi(context.server, account.user);
    const { router } = renderAppAt('/onboarding/steps');
    expect(await screen.findByRole('heading', { name: 'Complete an address' })).toBeInTheDocument();
    await saveTheAddress();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    expect(bodyOf('POST', userLocationsApiPaths.userLocations)).toMatchObject({
      address: '100, Queen Street West, Toronto, Canada',
      latitude: 43.6532,
      longitude: -79.3832,
      updateChildrenLocation: true,
    });
    expect(onboarding.steps()).toEqual(['role-selection', 'select-location']);
  });

  test('a licensed provider specifies the childcare location (PATCH with ChildcareLocation)', async () => {
    const account = serveAccountApi(context.server, testUser(['Licenced']));
    serveOnboardingApi(context.server, account.user);
    const { router } = renderAppAt('/onboarding/steps');
    expect(
      await screen.findByRole('heading', { name: 'Specify a childcare location' }),
    ).toBeInTheDocument();
    await saveTheAddress();
    // The voice agent's chat is skipped while that feature is not asked for.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    expect(bodyOf('PATCH', childcareProvidersApiPaths.profile)).toMatchObject({
      paths: ['ChildcareLocation'],
      childcareLocation: { latitude: 43.6532, longitude: -79.3832 },
    });
  });

  test('a finished onboarding goes home at once', async () => {
    const account = serveAccountApi(context.server, testUser(['Parent']));
    serveOnboardingApi(context.server, account.user, ['select-location']);
    const { router } = renderAppAt('/onboarding/steps');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
  });

  test('a finished onboarding opens the page asked for before signing in, once', async () => {
    rememberReturnPath('/waitlist/children?from=email');
    const account = serveAccountApi(context.server, testUser(['Parent']));
    serveOnboardingApi(context.server, account.user, ['select-location']);
    const { router } = renderAppAt('/onboarding/steps');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/waitlist/children');
    });
    expect(router.state.location.search).toBe('?from=email');
    expect(readReturnPath()).toBeNull();
  });

  test('a user without a role goes to role selection', async () => {
    const account = serveAccountApi(context.server, testUser([]));
    serveOnboardingApi(context.server, account.user);
    const { router } = renderAppAt('/onboarding/steps');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/onboarding/role-selection');
    });
  });
});
