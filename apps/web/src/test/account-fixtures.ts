import type { RoleCode } from '@kinderwait/contract/constants';
import { providerRoleCodes, roleIds, rolePermissions } from '@kinderwait/contract/constants';
import type { Role } from '@kinderwait/contract/roles';
import type { User } from '@kinderwait/contract/users';

/**
 * Ada, as GET /account/getUserInfo answers her, holding `roles`: the one user every web test signs
 * in with. `overrides` changes the fields a test is about.
 */
export function testUser(roles: readonly RoleCode[], overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    userName: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: null,
    preferredLanguage: 'en',
    roles: roles.map((code) => ({ id: roleIds[code], code })),
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

function roleTypesOf(code: RoleCode): Role['roleTypes'] {
  if (code === 'SuperAdmin') return [{ code: 'platform', involvementType: 'administers' }];
  const provider = (providerRoleCodes as readonly string[]).includes(code);
  return [{ code: 'childcare', involvementType: provider ? 'offers_care' : 'seeks_care' }];
}

/** A GET /api/roles item for `code`, with the contract's permission table and role types. */
export function testRole(code: RoleCode): Role {
  const roleTypes = roleTypesOf(code);
  return {
    Id: roleIds[code],
    Code: code,
    Name: code,
    permissions: [...rolePermissions[code]],
    RoleToRoleTypes: roleTypes.map((type) => ({ RoleType: { Code: type.code } })),
    roleTypes,
  };
}
