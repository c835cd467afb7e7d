import type { Role, UserRole } from '@kinderwait/contract';
import { rolesErrorCodes, rolesMessages } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Database } from '../../db/database.ts';
import type { CurrentRole } from '../../plugins/authentication.ts';
import { parseRoleFilter, UnsupportedFilterError } from './role-filter.ts';
import { addUserRoles, findHeldRole, listRoles, rolesOfUser } from './roles.repository.ts';

export interface RolesService {
  /** GET /api/roles: the roles matching an OData `$filter`; an unsupported filter is a 400. */
  listRoles(filter: string | undefined): Promise<Role[]>;
  findHeldRole(userId: string, roleId: number): Promise<CurrentRole | undefined>;
  rolesOfUser(userId: string): Promise<UserRole[]>;
  addUserRoles(userId: string, roleIds: readonly number[], at: Date): Promise<void>;
}

export function createRolesService(db: Database): RolesService {
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
    findHeldRole: (userId, roleId) => findHeldRole(db, userId, roleId),
    rolesOfUser: (userId) => rolesOfUser(db, userId),
    addUserRoles: (userId, roleIds, at) => addUserRoles(db, userId, roleIds, at),
  };
}
