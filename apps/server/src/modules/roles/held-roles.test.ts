import type { User } from '@kinderwait/contract';
import { buildUrl, commonErrorCodes, roleIds, usersApiPaths } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { DatabaseConnection } from '../../db/database.ts';
import type { CurrentRole } from '../../plugins/authentication.ts';
import type { TestUser } from '../../test/accounts.ts';
import { post, signUp } from '../../test/accounts.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { createHeldRoleCache, heldRoleCacheTtlMs } from './held-role-cache.ts';

const secondMs = 1000;

/** What the client sees when it calls with a roleId: 200, or 403 once the role is gone. */
async function statusWithRole(app: App, user: TestUser, roleId: number): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: usersApiPaths.getUserInfo,
    headers: user.headers(roleId),
  });
  if (response.statusCode === 403) {
    expect(response.json()).toMatchObject({ code: commonErrorCodes.roleNotHeld });
  }
  return response.statusCode;
}

forEachDatabase((t) => {
  describe('a role taken from a user (the held-role cache)', () => {
    it('stops working at once in the process that took it', async () => {
      const app = await t.buildApp({ clock: createTestClock().clock });
      const user = await signUp(app, { roles: ['Parent'] });
      expect(await statusWithRole(app, user, roleIds.Parent)).toBe(200);

      await app.services.roles.removeUserRoles(user.id, [roleIds.Parent]);

      expect(await statusWithRole(app, user, roleIds.Parent)).toBe(403);
    });

    it('stops working in another process as soon as that process hears the change', async () => {
      // Two apps, each with its own connection to one database: two API processes. Their clocks
      // stand still, so nothing but the change signal can make the other forget its copy.
      const time = createTestClock();
      const remover = await t.buildApp({ clock: time.clock });
      const other = await t.buildApp({ clock: time.clock, database: t.connectAgain() });
      const user = await signUp(remover, { roles: ['Parent'] });
      expect(await statusWithRole(other, user, roleIds.Parent)).toBe(200);
      expect(await statusWithRole(other, user, roleIds.Parent)).toBe(200);

      await remover.services.roles.removeUserRoles(user.id, [roleIds.Parent]);

      expect(await statusWithRole(remover, user, roleIds.Parent)).toBe(403);
      await expect
        .poll(() => statusWithRole(other, user, roleIds.Parent), { timeout: 20_000 })
        .toBe(403);
    });

    it('stops working in a process that missed the change once its copy is as old as the TTL (at most 60 s)', async () => {
      expect(heldRoleCacheTtlMs).toBeLessThanOrEqual(60 * secondMs);
      const time = createTestClock();
      const remover = await t.buildApp({ clock: time.clock });
      // A process whose listening session is gone without its knowing: it hears no signal.
      const deaf: DatabaseConnection = {
        ...t.connection(),
        listen: () => Promise.resolve(() => Promise.resolve()),
      };
      const other = await t.buildApp({ clock: time.clock, database: deaf });
      const user = await signUp(remover, { roles: ['Parent'] });
      expect(await statusWithRole(other, user, roleIds.Parent)).toBe(200);

      await remover.services.roles.removeUserRoles(user.id, [roleIds.Parent]);

      expect(await statusWithRole(remover, user, roleIds.Parent)).toBe(403);
      // The other process trusts its copy for the rest of the TTL ...
      time.advance(heldRoleCacheTtlMs - secondMs);
      expect(await statusWithRole(other, user, roleIds.Parent)).toBe(200);
      // ... and not a moment longer.
      time.advance(secondMs);
      expect(await statusWithRole(other, user, roleIds.Parent)).toBe(403);
    });

    it('leaves the user their other roles', async () => {
      const app = await t.buildApp({ clock: createTestClock().clock });
      const user = await signUp(app, { roles: ['Parent', 'Licenced'] });
      expect(await statusWithRole(app, user, roleIds.Licenced)).toBe(200);

      await app.services.roles.removeUserRoles(user.id, [roleIds.Parent]);

      expect(await statusWithRole(app, user, roleIds.Licenced)).toBe(200);
      const info = await app.inject({
        method: 'GET',
        url: usersApiPaths.getUserInfo,
        headers: user.headers(roleIds.Licenced),
      });
      expect(info.json<User>().roles.map((role) => role.code)).toEqual(['Licenced']);
    });
  });

  it('lets a role just given to a user work at once (a role not held is never remembered)', async () => {
    const app = await t.buildApp({ clock: createTestClock().clock });
    const user = await signUp(app, { roles: ['Parent'] });
    expect(await statusWithRole(app, user, roleIds.Licenced)).toBe(403);

    const assigned = await post(
      app,
      buildUrl(usersApiPaths.userRoles, { userId: user.id }),
      { email: user.email, roles: ['Licenced'] },
      user.headers(),
    );
    expect(assigned.statusCode).toBe(200);

    expect(await statusWithRole(app, user, roleIds.Licenced)).toBe(200);
  });
});

describe('createHeldRoleCache', () => {
  const parent: CurrentRole = { id: roleIds.Parent, code: 'Parent', permissions: [] };

  it('does not keep a role a lookup read before the user was forgotten', async () => {
    let release: (role: CurrentRole) => void = () => undefined;
    let lookups = 0;
    const cache = createHeldRoleCache({
      clock: createTestClock().clock,
      lookup: () => {
        lookups += 1;
        return new Promise((resolve) => {
          release = resolve;
        });
      },
    });

    const reading = cache.find('user-1', roleIds.Parent);
    // The role is removed (and forgotten) while that lookup is still on its way back.
    cache.forgetUser('user-1');
    release(parent);
    await reading;

    void cache.find('user-1', roleIds.Parent);
    expect(lookups).toBe(2);
  });
});
