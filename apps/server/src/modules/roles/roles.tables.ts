import { integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** Seeded by migration with the ids of `roleIds`; never created at run time. */
export const roles = pgTable('roles', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

/**
 * What kind of involvement a role has, e.g. childcare / offers_care
 * (docs/product/accounts.md#roles).
 */
export const roleTypes = pgTable(
  'role_types',
  {
    id: integer().primaryKey(),
    code: text().notNull(),
    involvementType: text().notNull(),
  },
  (table) => [unique('role_types_code_involvement_type_key').on(table.code, table.involvementType)],
);

export const roleToRoleTypes = pgTable(
  'role_to_role_types',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    roleTypeId: integer()
      .notNull()
      .references(() => roleTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.roleTypeId] })],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permission] })],
);

/** The roles each user holds (a user may hold several: docs/product/accounts.md#roles). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);
