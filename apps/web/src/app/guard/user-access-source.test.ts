import { beforeEach, describe, expect, test } from 'vitest';
import { roleIds } from '@kinderwait/contract/constants';
import { roleFilters, rolesApiPaths } from '@kinderwait/contract/roles';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { usersApiPaths } from '@kinderwait/contract/users';
import type { Subscription } from '@kinderwait/contract/users';
import { resetUserContext, setActiveRole } from '../../features/user-context/user-context-store';
import { writeToken } from '../../lib/storage';
import { setupApiTestContext } from '../../test/api-test-context';
import { sendJson } from '../../test/http-test-server';
import { testUser } from '../../test/account-fixtures';
import { serveAccountApi } from '../routes/signed-in/fake-account-api';
import { userAccessSource } from './user-access-source';

const context = setupApiTestContext();

const parentAndProvider = testUser(['Parent', 'Licenced']);

/** A GET /api/users/{email}/subscriptions item (typed, so it follows the contract). */
function subscription(name: string, status: string): Subscription {
  return {
    id: crypto.randomUUID(),
    name,
    productCode: name.toLowerCase().replaceAll(' ', '-'),
    status,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  };
}

function roleFiltersAsked() {
  return context.server.requests
    .filter((request) => request.path === rolesApiPaths.roles)
    .map((request) => new URL(request.url, context.server.origin).searchParams.get('$filter'));
}

beforeEach(() => {
  resetUserContext();
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('what the route guard learns from the user context', () => {
  test('permissions are those of the CURRENT role, each role asked once', async () => {
    serveAccountApi(context.server, parentAndProvider);
    expect(await userAccessSource.loadPermissions()).toContain('waitlistTicket.create');
    await userAccessSource.loadPermissions();
    setActiveRole({ id: roleIds.Licenced, code: 'Licenced' });
    const provider = await userAccessSource.loadPermissions();
    expect(provider).not.toContain('waitlistTicket.create');
    expect(provider).toContain('waitlist.manage');
    expect(roleFiltersAsked()).toEqual([
      roleFilters.byId(roleIds.Parent),
      roleFilters.byId(roleIds.Licenced),
    ]);
  });

  test('a user without a role holds no permission, and no role is asked for', async () => {
    serveAccountApi(context.server, testUser([]));
    expect(await userAccessSource.loadPermissions()).toEqual([]);
    expect(roleFiltersAsked()).toEqual([]);
  });

  test("subscriptions are the names of the user's active subscriptions, asked afresh each time", async () => {
    serveAccountApi(context.server, parentAndProvider);
    const path = buildUrl(usersApiPaths.userSubscriptions, { email: parentAndProvider.email });
    context.server.route('GET', path, (request, response) => {
      const items: Subscription[] = [
        subscription('Voice Assistant Setup', 'active'),
        subscription('KinderWait Plus', 'canceled'),
      ];
      sendJson(response, 200, { items });
    });
    expect(await userAccessSource.loadSubscriptions()).toEqual(['Voice Assistant Setup']);
    await userAccessSource.loadSubscriptions();
    expect(context.server.requests.filter((request) => request.path === path)).toHaveLength(2);
  });
});
