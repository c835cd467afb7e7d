import type { Role, RoleCode, UserRole } from '@kinderwait/contract';
import { roleCodes } from '@kinderwait/contract';
import { and, asc, eq, exists, inArray, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { RoleFilter, RoleFilterClause } from './role-filter.ts';
import { rolePermissions, roles, roleToRoleTypes, roleTypes, userRoles } from './roles.tables.ts';

export function isRoleCode(code: string): code is RoleCode {
  return (roleCodes as readonly string[]).includes(code);
}

function roleCodeOf(code: string): RoleCode {
  // Role rows come only from migrations, so an unknown code is a broken database, not input.
  if (!isRoleCode(code)) throw new Error(`Unknown role code in the database: ${code}`);
  return code;
}

function conditionOf(db: Database, clause: RoleFilterClause): SQL {
  switch (clause.kind) {
    case 'idIn':
      return inArray(roles.id, clause.ids);
    case 'idNotIn':
      return notInArray(roles.id, clause.ids);
    case 'roleTypeCodeIn':
      return exists(
        db
          .select({ one: sql`1` })
          .from(roleToRoleTypes)
          .innerJoin(roleTypes, eq(roleTypes.id, roleToRoleTypes.roleTypeId))
          .where(and(eq(roleToRoleTypes.roleId, roles.id), inArray(roleTypes.code, clause.codes))),
      );
  }
}

/** Roles matching every clause, by id, with their permissions and role types. */
export async function listRoles(db: Database, filter: RoleFilter): Promise<Role[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(and(...filter.map((clause) => conditionOf(db, clause))))
    .orderBy(asc(roles.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [permissionRows, typeRows] = await Promise.all([
    db
      .select()
      .from(rolePermissions)
      .where(inArray(rolePermissions.roleId, ids))
      .orderBy(asc(rolePermissions.permission)),
    db
      .select({
        roleId: roleToRoleTypes.roleId,
        code: roleTypes.code,
        involvementType: roleTypes.involvementType,
      })
      .from(roleToRoleTypes)
      .innerJoin(roleTypes, eq(roleTypes.id, roleToRoleTypes.roleTypeId))
      .where(inArray(roleToRoleTypes.roleId, ids))
      .orderBy(asc(roleTypes.id)),
  ]);
  return rows.map((row) => {
    const types = typeRows.filter((type) => type.roleId === row.id);
    return {
      Id: row.id,
      Code: roleCodeOf(row.code),
      Name: row.name,
      permissions: permissionRows
        .filter((permission) => permission.roleId === row.id)
        .map((permission) => permission.permission),
      RoleToRoleTypes: types.map((type) => ({ RoleType: { Code: type.code } })),
      roleTypes: types.map((type) => ({ code: type.code, involvementType: type.involvementType })),
    };
  });
}

/** The roles a user holds, in role-id order. */
export async function rolesOfUser(db: Database, userId: string): Promise<UserRole[]> {
  const rows = await db
    .select({ id: roles.id, code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  return rows.map((row) => ({ id: row.id, code: roleCodeOf(row.code) }));
}

/** The ids of the users holding a role, oldest holder first. */
export async function holdersOfRole(db: Database, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.userId));
  return rows.map((row) => row.userId);
}

/** Adds roles to a user; roles already held are left as they are. */
export async function addUserRoles(
  db: Database,
  userId: string,
  roleIds: readonly number[],
  at: Date,
): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insert(userRoles)
    .values(roleIds.map((roleId) => ({ userId, roleId, createdAt: at })))
    .onConflictDoNothing();
}
