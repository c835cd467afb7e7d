import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { RoleCode } from '@kinderwait/contract/constants';
import { roleIds } from '@kinderwait/contract/constants';
import { rolesApiPaths } from '@kinderwait/contract/roles';
import type { User, UserRole } from '@kinderwait/contract/users';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { testRole, testUser } from '../../../test/account-fixtures';
import { RoleSelectionPage } from './role-selection-page';

const context = setupApiTestContext();

const newUser = testUser([]);

const selectable: RoleCode[] = ['Parent', 'Licenced', 'Unlicenced', 'BabySitter'];

function serveRoles() {
  context.server.route('GET', rolesApiPaths.roles, (request, response) => {
    sendJson(response, 200, {
      items: selectable.map(testRole),
    });
  });
}

function serveAssign(status = 200, answer?: unknown) {
  context.server.route('POST', '/api/users/u1/roles', (request, response) => {
    const { roles } = JSON.parse(request.body) as { roles: RoleCode[] };
    sendJson(
      response,
      status,
      answer ?? { ...newUser, roles: roles.map((code) => ({ id: roleIds[code], code })) },
    );
  });
}

interface Handlers {
  onRoleAdded?: (user: User, added: UserRole) => void;
  onSwitch?: (role: UserRole) => void;
}

function renderPage(user: User, activeRole: UserRole | undefined, handlers: Handlers = {}) {
  const element = (
    <RoleSelectionPage
      user={user}
      activeRole={activeRole}
      onRoleAdded={handlers.onRoleAdded ?? (() => undefined)}
      onSwitch={handlers.onSwitch ?? (() => undefined)}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/onboarding/role-selection'],
  });
  render(<RouterProvider router={router} />);
}

describe('RoleSelectionPage (SPEC 2.10 and 4)', () => {
  test('lists the roles a user can choose, asking the server without SuperAdmin', async () => {
    serveRoles();
    renderPage(newUser, undefined);
    expect(
      await screen.findByRole('radio', { name: /I am looking for childcare/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    const rolesCall = context.server.requests.find((r) => r.path === rolesApiPaths.roles);
    expect(new URL(rolesCall?.url ?? '', context.server.origin).searchParams.get('$filter')).toBe(
      'not (Id in (1))',
    );
  });

  test('choosing Parent assigns it with the user’s email and hands back the updated user', async () => {
    serveRoles();
    serveAssign();
    const onRoleAdded = vi.fn();
    renderPage(newUser, undefined, { onRoleAdded });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /I am looking for childcare/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => {
      expect(onRoleAdded).toHaveBeenCalledOnce();
    });
    const assign = context.server.requests.find((r) => r.path === '/api/users/u1/roles');
    expect(JSON.parse(assign?.body ?? '')).toEqual({ email: 'ada@example.com', roles: ['Parent'] });
    expect(onRoleAdded).toHaveBeenCalledWith(
      expect.objectContaining({ roles: [{ id: roleIds.Parent, code: 'Parent' }] }),
      { id: roleIds.Parent, code: 'Parent' },
    );
  });

  test('continuing without a choice asks for one (select-required rule) and sends nothing', async () => {
    serveRoles();
    serveAssign();
    renderPage(newUser, undefined);
    const user = userEvent.setup();
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select at least one role from the list',
    );
    expect(context.server.requests.some((r) => r.path === '/api/users/u1/roles')).toBe(false);
  });

  test('a provider can add Parent but no second provider role', async () => {
    serveRoles();
    const provider = { ...newUser, roles: [{ id: roleIds.Licenced, code: 'Licenced' as const }] };
    renderPage(provider, provider.roles[0]);
    expect(await screen.findByRole('radio', { name: /looking for childcare/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /licensed childcare centre/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /home childcare/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /babysitter/ })).toBeDisabled();
  });

  test('choosing a role already held switches to it without asking the server', async () => {
    serveRoles();
    serveAssign();
    const both = {
      ...newUser,
      roles: [
        { id: roleIds.Parent, code: 'Parent' as const },
        { id: roleIds.Licenced, code: 'Licenced' as const },
      ],
    };
    const onSwitch = vi.fn();
    renderPage(both, both.roles[0], { onSwitch });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /licensed childcare centre/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(onSwitch).toHaveBeenCalledWith({ id: roleIds.Licenced, code: 'Licenced' });
    });
    expect(context.server.requests.some((r) => r.path === '/api/users/u1/roles')).toBe(false);
  });

  test('a refusal from the server is shown on the form', async () => {
    serveRoles();
    serveAssign(409, { message: 'You already hold the provider role Licenced.' });
    const onRoleAdded = vi.fn();
    renderPage(newUser, undefined, { onRoleAdded });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /babysitter/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already hold the provider role Licenced.',
    );
    expect(onRoleAdded).not.toHaveBeenCalled();
    expect(context.navigations).toEqual([]);
  });
});
