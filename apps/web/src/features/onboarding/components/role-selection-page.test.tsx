import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { RoleCode } from '@kinderwait/contract/constants';
import { roleIds } from '@kinderwait/contract/constants';
import { roleFilters, rolesApiPaths } from '@kinderwait/contract/roles';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { AssignRolesBody, usersApiPaths, usersErrorCodes } from '@kinderwait/contract/users';
import type { User, UserRole } from '@kinderwait/contract/users';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { testRole, testUser } from '../../../test/account-fixtures';
import { QueryWrapper } from '../../../test/query-wrapper';
import english from '../messages/onboarding.en';
import { RoleSelectionPage } from './role-selection-page';
import { onboardingCatalogue } from '../onboarding-messages';
import { loadMessages } from '../../../lib/i18n/use-messages';
// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() =>
  Promise.all([onboardingCatalogue].map((catalogue) => loadMessages(catalogue, 'en'))),
);

const context = setupApiTestContext();

const newUser = testUser([]);

const selectable: RoleCode[] = ['Parent', 'Licenced', 'Unlicenced', 'BabySitter'];

const assignPath = buildUrl(usersApiPaths.userRoles, { userId: newUser.id });

/** GET /api/roles, answering only the filter of the roles a user may give themselves. */
function serveRoles() {
  context.server.route('GET', rolesApiPaths.roles, (request, response) => {
    const filter = new URL(request.url, context.server.origin).searchParams.get('$filter');
    if (filter !== roleFilters.excludingIds([roleIds.SuperAdmin])) {
      context.server.refuse(request, response, 'not the self-assignable roles filter');
      return;
    }
    sendJson(response, 200, { items: selectable.map(testRole) });
  });
}

/** POST /api/users/{userId}/roles, answering only an Assign-roles body. */
function serveAssign(status = 200, answer?: unknown) {
  context.server.route('POST', assignPath, (request, response) => {
    const body = AssignRolesBody.safeParse(JSON.parse(request.body));
    if (!body.success) {
      context.server.refuse(request, response, 'not an Assign-roles body');
      return;
    }
    const roles = body.data.roles.map((code) => ({ id: roleIds[code], code }));
    sendJson(response, status, answer ?? { ...newUser, roles });
  });
}

function assignCalls() {
  return context.server.requests.filter((request) => request.path === assignPath);
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
  render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
}

describe('RoleSelectionPage', () => {
  test('lists the roles a user can choose, asking the server without SuperAdmin', async () => {
    serveRoles();
    renderPage(newUser, undefined);
    expect(
      await screen.findByRole('radio', { name: /I am looking for childcare/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(context.server.requests.map((request) => request.path)).toEqual([rolesApiPaths.roles]);
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
    expect(JSON.parse(assignCalls()[0]?.body ?? '')).toEqual({
      email: 'ada@example.com',
      roles: ['Parent'],
    });
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
    expect(assignCalls()).toEqual([]);
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
    expect(assignCalls()).toEqual([]);
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

  test('a refusal whose code the screen words covers shows those words, not the server’s', async () => {
    serveRoles();
    serveAssign(409, {
      message: 'A user can hold only one provider role, not both Licenced and BabySitter.',
      code: usersErrorCodes.providerRoleConflict,
    });
    renderPage(newUser, undefined);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /babysitter/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(english.errorProviderRoleConflict);
  });

  test('roles that fail to load offer a retry, which shows them', async () => {
    let calls = 0;
    context.server.route('GET', rolesApiPaths.roles, (request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 503, { message: 'Service unavailable' });
      else sendJson(response, 200, { items: selectable.map(testRole) });
    });
    renderPage(newUser, undefined);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the roles. Service unavailable',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('radio', { name: /I am looking for childcare/ }),
    ).toBeInTheDocument();
    expect(context.navigations).toEqual([]);
  });
});
