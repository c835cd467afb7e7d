import type { User } from '@kinderwait/contract';
import { roleIds, usersApiPaths } from '@kinderwait/contract';
import { expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { forEachDatabase } from '../../test/test-app.ts';

const userInfo = (app: App, user: TestUser, roleId?: number) =>
  app.inject({ method: 'GET', url: usersApiPaths.getUserInfo, headers: user.headers(roleId) });

// getUserInfo's query is shared by the requests of one turn of the event loop
// (docs/decisions/performance.md#server).
forEachDatabase((t) => {
  it('gives each of several simultaneous callers their own user and roles', async () => {
    const parent = await signUp(t.app(), { name: 'Pat Parent', roles: ['Parent'] });
    const provider = await signUp(t.app(), { name: 'Lee Licenced', roles: ['Licenced'] });
    const nobody = await signUp(t.app(), { name: 'Nell Newcomer' });

    const responses = await Promise.all([
      userInfo(t.app(), parent, roleIds.Parent),
      userInfo(t.app(), provider, roleIds.Licenced),
      userInfo(t.app(), nobody),
      userInfo(t.app(), parent),
    ]);

    const users = responses.map((response) => response.json<User>());
    expect(
      users.map((user) => [user.id, user.firstName, user.roles.map((role) => role.code)]),
    ).toEqual([
      [parent.id, 'Pat', ['Parent']],
      [provider.id, 'Lee', ['Licenced']],
      [nobody.id, 'Nell', []],
      [parent.id, 'Pat', ['Parent']],
    ]);
  });
});
