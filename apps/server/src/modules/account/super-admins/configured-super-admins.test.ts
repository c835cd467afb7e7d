import { buildUrl, roleIds, signInApiPaths, usersApiPaths } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config.ts';
import { confirmationUrl, getUserInfo, post, signUp, uniqueEmail } from '../../../test/accounts.ts';
import { forEachDatabase, testConfig } from '../../../test/test-app.ts';

describe('SUPERADMIN_EMAILS', () => {
  it('reads a comma-separated list, lower-cased, and names a bad address', () => {
    expect(testConfig({ SUPERADMIN_EMAILS: ' Ada@Example.com,, bo@example.com ' })).toMatchObject({
      SUPERADMIN_EMAILS: ['ada@example.com', 'bo@example.com'],
    });
    expect(testConfig().SUPERADMIN_EMAILS).toEqual([]);
    expect(() => testConfig({ SUPERADMIN_EMAILS: 'ada@example.com,not-an-address' })).toThrow(
      ConfigError,
    );
  });
});

forEachDatabase((t) => {
  const superAdminCodes = async (userId: string) =>
    (await t.app().services.roles.rolesOfUser(userId))
      .map((role) => role.code)
      .filter((code) => code === 'SuperAdmin');

  it('gives SuperAdmin to a listed address when its sign-in link is used, and to no one else', async () => {
    const listed = uniqueEmail('boss');
    const app = await t.buildApp({
      env: { SUPERADMIN_EMAILS: `someone@example.com, ${listed.toUpperCase()}` },
    });
    const boss = await signUp(app, { email: listed });
    const parent = await signUp(app, { roles: ['Parent'] });

    const info = await getUserInfo(app, boss);
    expect(info.roles).toEqual([{ id: roleIds.SuperAdmin, code: 'SuperAdmin' }]);
    // The role works at once: acting as SuperAdmin, boss may see another user.
    const other = await app.inject({
      method: 'GET',
      url: buildUrl(usersApiPaths.user, { userId: parent.id }),
      headers: boss.headers(roleIds.SuperAdmin),
    });
    expect(other.statusCode).toBe(200);
    expect(await superAdminCodes(parent.id)).toEqual([]);
  });

  it('at start-up, gives it to listed accounts that proved their email, not to one that never signed in', async () => {
    const proven = await signUp(t.app(), { roles: ['Parent'] });
    const unproven = uniqueEmail('unproven');
    const requested = await post(t.app(), signInApiPaths.magicLinks, {
      email: unproven,
      confirmationUrl,
      name: 'Una Proven',
    });
    expect(requested.statusCode).toBe(200);
    const unprovenUser = await t.app().services.users.findByEmail(unproven);
    if (unprovenUser === undefined) throw new Error('register made no account');
    expect(await superAdminCodes(proven.id)).toEqual([]);

    await t.buildApp({ env: { SUPERADMIN_EMAILS: `${proven.email},${unproven}` } });
    expect(await superAdminCodes(proven.id)).toEqual(['SuperAdmin']);
    expect(await superAdminCodes(unprovenUser.id)).toEqual([]);
    // A second start changes nothing (the role is held once).
    await t.buildApp({ env: { SUPERADMIN_EMAILS: proven.email } });
    expect(await t.app().services.roles.rolesOfUser(proven.id)).toHaveLength(2);
  });
});
