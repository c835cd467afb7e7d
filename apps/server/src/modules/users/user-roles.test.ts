import type { User } from '@kinderwait/contract';
import {
  buildUrl,
  roleIds,
  usersApiPaths,
  usersErrorCodes,
  usersMessages,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import {
  getUserInfo,
  post,
  signUp,
  signUpParentStrangerAdmin,
  userNotFoundBody,
} from '../../test/accounts.ts';
import { forEachDatabase } from '../../test/test-app.ts';

forEachDatabase((t) => {
  let parent: TestUser;
  let stranger: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ parent, stranger, admin } = await signUpParentStrangerAdmin(t.app()));
  });

  describe('POST /api/users/{userId}/roles', () => {
    const assign = (
      actor: TestUser,
      target: { id: string; email: string },
      roles: string[],
      roleId?: number,
    ) =>
      post(
        t.app(),
        buildUrl(usersApiPaths.userRoles, { userId: target.id }),
        { email: target.email, roles },
        actor.headers(roleId),
      );

    it('lets users add Parent and one provider role to themselves, and returns the user', async () => {
      const user = await signUp(t.app());
      const response = await assign(user, user, ['Parent', 'Licenced']);
      expect(response.statusCode).toBe(200);
      expect(response.json<User>().roles).toEqual([
        { id: roleIds.Parent, code: 'Parent' },
        { id: roleIds.Licenced, code: 'Licenced' },
      ]);
    });

    it('treats a role already held as nothing to do', async () => {
      const user = await signUp(t.app(), { roles: ['Parent'] });
      const response = await assign(user, user, ['Parent']);
      expect(response.statusCode).toBe(200);
      expect(response.json<User>().roles).toEqual([{ id: roleIds.Parent, code: 'Parent' }]);
    });

    it('refuses a second, different provider role with 409', async () => {
      const user = await signUp(t.app(), { roles: ['BabySitter'] });
      const response = await assign(user, user, ['Unlicenced']);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message:
          'A user can hold only one provider role, not both Babysitter and Home childcare provider (unlicensed).',
        code: usersErrorCodes.providerRoleConflict,
      });
      const both = await signUp(t.app());
      expect((await assign(both, both, ['Licenced', 'BabySitter'])).statusCode).toBe(409);
      expect((await getUserInfo(t.app(), both)).roles).toEqual([]);
    });

    it('refuses SuperAdmin to anyone whose current role is not SuperAdmin, with 403', async () => {
      const user = await signUp(t.app());
      const response = await assign(user, user, ['SuperAdmin']);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: usersMessages.superAdminAssignment,
        code: usersErrorCodes.roleAssignmentForbidden,
      });
      expect((await assign(admin, admin, ['SuperAdmin'], undefined)).statusCode).toBe(403);
    });

    it("refuses an email that is not the user's with 400", async () => {
      const user = await signUp(t.app());
      const response = await post(
        t.app(),
        buildUrl(usersApiPaths.userRoles, { userId: user.id }),
        { email: stranger.email, roles: ['Parent'] },
        user.headers(),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: usersErrorCodes.emailMismatch });
    });

    it('answers acting on another user with 404, unless the current role is SuperAdmin', async () => {
      const target = await signUp(t.app());
      const asParent = await assign(parent, target, ['Parent'], roleIds.Parent);
      expect(asParent.statusCode).toBe(404);
      expect(asParent.json()).toEqual(userNotFoundBody);

      const asAdmin = await assign(
        admin,
        target,
        ['SuperAdmin', 'Licenced', 'Unlicenced'],
        roleIds.SuperAdmin,
      );
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json<User>().roles.map((role) => role.code)).toEqual([
        'SuperAdmin',
        'Licenced',
        'Unlicenced',
      ]);
    });

    it('answers an unknown role code or no roles with 400, no token with 401, a role not held with 403', async () => {
      const user = await signUp(t.app());
      const unknownRole = await assign(user, user, ['Teacher']);
      expect(unknownRole.statusCode).toBe(400);
      expect(unknownRole.json<{ detail: string }>().detail).toMatch(/^body\.roles\.0: /);
      expect((await assign(user, user, [])).statusCode).toBe(400);
      const anonymous = await post(
        t.app(),
        buildUrl(usersApiPaths.userRoles, { userId: user.id }),
        { email: user.email, roles: ['Parent'] },
      );
      expect(anonymous.statusCode).toBe(401);
      expect((await assign(user, user, ['Parent'], roleIds.Parent)).statusCode).toBe(403);
    });
  });
});
