import type { Role, RolesResponse } from '@kinderwait/contract';
import {
  buildUrl,
  involvementTypes,
  roleCodes,
  roleIds,
  roleLabels,
  rolePermissions,
  rolesApiPaths,
  rolesErrorCodes,
  roleTypeCodes,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { rolePermissions as rolePermissionsTable, roles } from './roles.tables.ts';

forEachDatabase((t) => {
  let user: TestUser;

  beforeAll(async () => {
    user = await signUp(t.app(), { roles: ['Parent'] });
  });

  const listRoles = async (filter?: string, headers = user.headers()) =>
    t.app().inject({
      method: 'GET',
      url: buildUrl(rolesApiPaths.roles, {}, { $filter: filter }),
      headers,
    });

  const idsFor = async (filter?: string): Promise<number[]> => {
    const response = await listRoles(filter);
    expect(response.statusCode).toBe(200);
    return response.json<RolesResponse>().items.map((role) => role.Id);
  };

  describe('the roles the migrations seed', () => {
    it('equal the contract: ids, codes, names and the permission table', async () => {
      const seeded = await t.app().db.select().from(roles);
      expect(seeded.map((role) => [role.id, role.code, role.name]).sort()).toEqual(
        roleCodes.map((code) => [roleIds[code], code, roleLabels[code]]).sort(),
      );
      const grants = await t.app().db.select().from(rolePermissionsTable);
      for (const code of roleCodes) {
        expect(
          grants
            .filter((grant) => grant.roleId === roleIds[code])
            .map((grant) => grant.permission)
            .sort(),
        ).toEqual([...rolePermissions[code]].sort());
      }
      expect(grants).toHaveLength(
        roleCodes.reduce((total, code) => total + rolePermissions[code].length, 0),
      );
    });

    it('give Parent child.create and waitlistTicket.create', async () => {
      const response = await listRoles(`Id eq ${String(roleIds.Parent)}`);
      expect(response.json<RolesResponse>().items[0]?.permissions).toEqual(
        expect.arrayContaining(['child.create', 'waitlistTicket.create']),
      );
    });
  });

  describe('GET /api/roles', () => {
    it('lists every role with its permissions and role types, by id', async () => {
      const response = await listRoles();
      expect(response.statusCode).toBe(200);
      const items = response.json<RolesResponse>().items;
      expect(items.map((role) => role.Code)).toEqual([...roleCodes]);
      const licenced = items.find((role) => role.Code === 'Licenced');
      expect(licenced).toEqual<Role>({
        Id: roleIds.Licenced,
        Code: 'Licenced',
        Name: roleLabels.Licenced,
        permissions: [...rolePermissions.Licenced].sort(),
        RoleToRoleTypes: [{ RoleType: { Code: roleTypeCodes.childcare } }],
        roleTypes: [
          { code: roleTypeCodes.childcare, involvementType: involvementTypes.offersCare },
        ],
      });
      expect(items.find((role) => role.Code === 'Parent')?.roleTypes).toEqual([
        { code: 'childcare', involvementType: 'seeks_care' },
      ]);
      expect(items.find((role) => role.Code === 'SuperAdmin')?.roleTypes).toEqual([
        { code: 'platform', involvementType: 'administers' },
      ]);
    });

    it('filters one role by id, and none for an unknown id', async () => {
      expect(await idsFor('Id eq 4')).toEqual([4]);
      expect(await idsFor('Id eq 99')).toEqual([]);
    });

    it('filters by a list of ids and excludes a list of ids', async () => {
      expect(await idsFor('Id in (5,2)')).toEqual([2, 5]);
      expect(await idsFor('not (Id in (1,2))')).toEqual([3, 4, 5]);
    });

    it('filters by role-type code, with in or eq', async () => {
      expect(await idsFor("RoleToRoleTypes/any(r: r/RoleType/Code in ('childcare'))")).toEqual([
        2, 3, 4, 5,
      ]);
      expect(await idsFor("RoleToRoleTypes/any(r: r/RoleType/Code eq 'platform')")).toEqual([1]);
      expect(await idsFor("RoleToRoleTypes/any(r: r/RoleType/Code in ('nothing'))")).toEqual([]);
    });

    it('combines clauses with and: the role choices of onboarding', async () => {
      expect(
        await idsFor(
          `RoleToRoleTypes/any(r: r/RoleType/Code in ('childcare')) and not (Id in (${String(roleIds.Parent)}))`,
        ),
      ).toEqual([3, 4, 5]);
    });

    it.each([
      "Name eq 'Parent'",
      'Id eq 1 or Id eq 2',
      'Id gt',
      "RoleToRoleTypes/all(r: r/RoleType/Code eq 'x')",
    ])('refuses %s with 400 "Unsupported filter" and a detail', async (filter) => {
      const response = await listRoles(filter);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; detail: string; code: string }>();
      expect(body.message).toBe('Unsupported filter');
      expect(body.code).toBe(rolesErrorCodes.unsupportedFilter);
      expect(body.detail.length).toBeGreaterThan(0);
    });

    it('answers any role or none, but refuses a role not held (403) and no token (401)', async () => {
      expect((await listRoles(undefined, user.headers(roleIds.Parent))).statusCode).toBe(200);
      expect((await listRoles(undefined, user.headers(roleIds.SuperAdmin))).statusCode).toBe(403);
      expect((await listRoles(undefined, {})).statusCode).toBe(401);
    });
  });
});
