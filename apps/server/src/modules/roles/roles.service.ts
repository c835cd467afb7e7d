import type { Role, UserRole } from '@kinderwait/contract';
import { rolesErrorCodes, rolesMessages } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { systemClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { ChangeSignals } from '../../events/change-signals.ts';
import type { CurrentRole } from '../../plugins/authentication.ts';
import { createHeldRoleCache } from './held-role-cache.ts';
import { findHeldRole, removeUserRoles } from './held-roles.ts';
import { parseRoleFilter, UnsupportedFilterError } from './role-filter.ts';
import { addUserRoles, holdersOfRole, listRoles, rolesOfUser } from './roles.repository.ts';

export interface RolesService {
  /** GET /api/roles: the roles matching an OData `$filter`; an unsupported filter is a 400. */
  listRoles(filter: string | undefined): Promise<Role[]>;
  /** The role with its permissions if the user holds it (remembered briefly, held-role-cache.ts). */
  findHeldRole(userId: string, roleId: number): Promise<CurrentRole | undefined>;
  rolesOfUser(userId: string): Promise<UserRole[]>;
  /** The ids of the users holding the role (an operator alert goes to every SuperAdmin). */
  holdersOf(roleId: number): Promise<string[]>;
  addUserRoles(userId: string, roleIds: readonly number[], at: Date): Promise<void>;
  /**
   * Takes roles from a user. They stop working at once in this process, and in every other one
   * as soon as it hears the change signal (after `heldRoleCacheTtlMs` at most, were it lost).
   */
  removeUserRoles(userId: string, roleIds: readonly number[]): Promise<void>;
}

export interface RolesServiceDeps {
  db: Database;
  clock?: Clock;
  changes: ChangeSignals;
}

export function createRolesService({
  db,
  clock = systemClock,
  changes,
}: RolesServiceDeps): RolesService {
  const heldRoles = createHeldRoleCache({
    lookup: (userId, roleId) => findHeldRole(db, userId, roleId),
    clock,
  });
  changes.on('userRolesChanged', {
    changed: ({ userId }) => {
      heldRoles.forgetUser(userId);
    },
    missed: () => {
      heldRoles.forgetAll();
    },
  });
  return {
    listRoles: async (filter) => {
      let parsed;
      try {
        parsed = parseRoleFilter(filter);
      } catch (error) {
        if (!(error instanceof UnsupportedFilterError)) throw error;
        throw new AppError(
          400,
          rolesErrorCodes.unsupportedFilter,
          rolesMessages.unsupportedFilter,
          error.message,
        );
      }
      return listRoles(db, parsed);
    },
    findHeldRole: heldRoles.find,
    rolesOfUser: (userId) => rolesOfUser(db, userId),
    holdersOf: (roleId) => holdersOfRole(db, roleId),
    addUserRoles: (userId, roleIds, at) => addUserRoles(db, userId, roleIds, at),
    removeUserRoles: async (userId, roleIds) => {
      await removeUserRoles(db, userId, roleIds);
      // After the delete: a request in between still saw the role held in the database too.
      heldRoles.forgetUser(userId);
      await changes.publish({ kind: 'userRolesChanged', userId });
    },
  };
}
