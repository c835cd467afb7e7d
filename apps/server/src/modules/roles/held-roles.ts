import type { RoleCode, UserRole } from '@kinderwait/contract';
import { UserRole as UserRoleSchema } from '@kinderwait/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import type { CurrentRole } from '../../plugins/authentication.ts';
import { isRoleCode } from './roles.repository.ts';
import { rolePermissions, roles, userRoles } from './roles.tables.ts';

// The query of the signed-in request path (docs/decisions/performance.md#server) runs as a prepared
// statement.

const heldRoleQuery = preparedStatement((db) =>
  db
    .select({ id: roles.id, code: roles.code, permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(
      and(
        eq(userRoles.userId, sql.placeholder('userId')),
        eq(userRoles.roleId, sql.placeholder('roleId')),
      ),
    )
    .prepare('roles_find_held_role'),
);

/** The role `roleId` with its permissions, if `userId` holds it. */
export async function findHeldRole(
  db: Database,
  userId: string,
  roleId: number,
): Promise<CurrentRole | undefined> {
  const rows = await heldRoleQuery(db).execute({ userId, roleId });
  const first = rows[0];
  if (first === undefined) return undefined;
  return {
    id: first.id,
    code: roleCodeOf(first.code),
    permissions: rows.flatMap((row) => (row.permission === null ? [] : [row.permission])),
  };
}

/** Takes roles from a user; roles they do not hold are ignored. */
export async function removeUserRoles(
  db: Database,
  userId: string,
  roleIds: readonly number[],
): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, [...roleIds])));
}

/**
 * For the users module's query of the signed-in user: the roles `userId` holds, in role-id order,
 * as one JSON column (read it with `parseHeldRolesColumn`). One round trip instead of two on
 * every getUserInfo, while the roles tables stay the roles module's own.
 */
export function heldRolesColumn(userId: AnyPgColumn): SQL {
  // Nested in its own SQL object on purpose: drizzle writes the columns of a one-table query
  // without their table name, but only those at the top level of a selected expression, and
  // `id` alone would be ambiguous here.
  const held = sql`(
    select json_agg(json_build_object('id', ${roles.id}, 'code', ${roles.code}) order by ${roles.id})
    from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${userId}
  )`;
  return sql`coalesce(${held}, '[]'::json)`;
}

const HeldRolesColumn = z.array(UserRoleSchema);

/** The value of `heldRolesColumn`, checked: an unknown role code is a broken database. */
export function parseHeldRolesColumn(value: unknown): UserRole[] {
  return HeldRolesColumn.parse(value);
}

function roleCodeOf(code: string): RoleCode {
  // Role rows come only from migrations, so an unknown code is a broken database, not input.
  if (!isRoleCode(code)) throw new Error(`Unknown role code in the database: ${code}`);
  return code;
}
