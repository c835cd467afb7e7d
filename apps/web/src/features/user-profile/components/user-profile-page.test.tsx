import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { User, UserRole } from '@kinderwait/contract/users';
import { testUser } from '../../../test/account-fixtures';
import { UserProfilePage } from './user-profile-page';
import { QueryWrapper } from '../../../test/query-wrapper';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { profileCatalogue } from '../profile-messages';

// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() => loadMessages(profileCatalogue, 'en'));

const ada = testUser(['Parent', 'Licenced'], {
  preferredLanguage: 'fr',
  createdAt: '2026-01-02T15:04:05.000Z',
});

function renderPage(user: User, onSwitchRole: (role: UserRole) => void = () => undefined) {
  const element = (
    <UserProfilePage user={user} activeRole={user.roles[0]} onSwitchRole={onSwitchRole} />
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/user-profile'],
  });
  render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
}

describe('UserProfilePage', () => {
  test('shows names, email, phone, language and the date joined in Toronto time', () => {
    renderPage(ada);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Not given')).toBeInTheDocument();
    expect(screen.getByText('Français')).toBeInTheDocument();
    expect(screen.getByText('January 2, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/user-profile/edit',
    );
  });

  test('shows the user name, or that none is chosen', () => {
    renderPage(ada);
    expect(screen.getByText('Not chosen')).toBeInTheDocument();
    cleanup();
    renderPage({ ...ada, userName: 'ada.l' });
    expect(screen.getByText('ada.l')).toBeInTheDocument();
  });

  test('marks the active role and switches to another', async () => {
    const onSwitchRole = vi.fn();
    renderPage(ada, onSwitchRole);
    const roles = within(screen.getByRole('list'));
    const active = roles.getAllByRole('listitem').find((item) => item.hasAttribute('aria-current'));
    expect(active).toHaveTextContent('Parent');
    expect(active).toHaveTextContent('Active');

    await userEvent
      .setup()
      .click(
        roles.getByRole('button', { name: 'Switch to this role: Licensed childcare provider' }),
      );
    expect(onSwitchRole).toHaveBeenCalledWith({ id: 3, code: 'Licenced' });
  });

  test('offers to add a role only while one can still be added', () => {
    renderPage(ada);
    expect(screen.queryByRole('link', { name: 'Add a role' })).not.toBeInTheDocument();
  });

  test('a parent can add a provider role through role selection', () => {
    renderPage({ ...ada, roles: [{ id: 2, code: 'Parent' }] });
    expect(screen.getByRole('link', { name: 'Add a role' })).toHaveAttribute(
      'href',
      '/onboarding/role-selection',
    );
  });
});
