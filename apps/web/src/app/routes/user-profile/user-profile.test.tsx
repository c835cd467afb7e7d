import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { usersApiPaths } from '@kinderwait/contract/users';
import { resetUserContext } from '../../../features/user-context/user-context-store';
import { writeToken } from '../../../lib/storage';
import { useNotificationStore } from '../../../stores/notification-store';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { testUser } from '../../../test/account-fixtures';
import { renderAppAt } from '../../testing/render-app-at';
import { serveAccountApi } from '../signed-in/fake-account-api';

const context = setupApiTestContext();

const ada = testUser(['Parent']);
const userPath = buildUrl(usersApiPaths.user, { userId: ada.id });

function profileCopies() {
  return context.server.requests.filter((request) => request.path === userPath);
}

beforeEach(() => {
  resetUserContext();
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('the profile screens read the user from the cache', () => {
  test('the edit screen opens with its form filled: the profile loads before it shows', async () => {
    serveAccountApi(context.server, ada);
    // A slow answer: a screen that fetched only once shown would show its spinner meanwhile.
    context.server.route('GET', userPath, (request, response) => {
      setTimeout(() => {
        sendJson(response, 200, ada);
      }, 150);
    });
    renderAppAt('/user-profile/edit');

    await screen.findByRole('heading', { name: 'Edit your profile' });
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Ada');
    expect(screen.queryByRole('progressbar', { name: 'Loading your profile' })).toBeNull();
  });

  test('pointing at "Edit profile" loads the form’s copy ahead, which the form then uses', async () => {
    serveAccountApi(context.server, ada);
    const { router } = renderAppAt('/user-profile');
    const user = userEvent.setup();
    const edit = await screen.findByRole('link', { name: 'Edit profile' });
    expect(profileCopies()).toHaveLength(0);

    await user.hover(edit);
    await waitFor(() => {
      expect(profileCopies()).toHaveLength(1);
    });
    await user.click(edit);
    expect(await screen.findByRole('textbox', { name: /first name/i })).toHaveValue('Ada');
    expect(router.state.location.pathname).toBe('/user-profile/edit');
    expect(profileCopies()).toHaveLength(1);
  });

  test('a saved profile becomes the current user: the profile shows it, with a notice', async () => {
    serveAccountApi(context.server, ada);
    const { router } = renderAppAt('/user-profile/edit');
    const user = userEvent.setup();
    const firstName = await screen.findByRole('textbox', { name: /first name/i });
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Augusta Lovelace')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-profile');
    expect(useNotificationStore.getState().message).toBe('Your profile was saved.');
  });
});
