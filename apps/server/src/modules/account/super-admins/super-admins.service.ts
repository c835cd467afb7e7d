import { roleIds } from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { RolesService } from '../../roles/roles.service.ts';
import { normalizeEmail } from '../../users/user-view.ts';
import type { UsersService } from '../../users/users.service.ts';

/**
 * SUPERADMIN_EMAILS: the administrators an operator names in the configuration instead of
 * inserting a user_roles row by hand. The role goes only to an account whose email has been
 * proven (an emailed sign-in link was used), so registering a listed address is not enough.
 * The list only grants: taking an address off it leaves the role, which is taken away as any
 * role is (docs/permissions.md).
 */
export interface SuperAdminsService {
  /** At sign-in, once the link proved the email: SuperAdmin when the address is listed. */
  grantOnSignIn(user: { id: string; email: string }): Promise<void>;
  /** At start-up: SuperAdmin to the listed accounts that have already proven their email. */
  grantAtStartUp(): Promise<void>;
}

export interface SuperAdminsServiceDeps {
  /** The configured addresses (normalised again here). */
  emails: readonly string[];
  users: Pick<UsersService, 'findByEmail'>;
  roles: Pick<RolesService, 'addUserRoles'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function createSuperAdminsService(deps: SuperAdminsServiceDeps): SuperAdminsService {
  const { users, roles, clock, log } = deps;
  const listed = new Set(deps.emails.map(normalizeEmail));

  const grant = async (userId: string, when: string): Promise<void> => {
    // A role already held is left as it is (addUserRoles ignores duplicates).
    await roles.addUserRoles(userId, [roleIds.SuperAdmin], clock());
    log.info({ userId, when }, 'SUPERADMIN_EMAILS: the account holds SuperAdmin');
  };

  return {
    grantOnSignIn: async (user) => {
      if (listed.has(normalizeEmail(user.email))) await grant(user.id, 'sign-in');
    },
    grantAtStartUp: async () => {
      for (const email of listed) {
        const user = await users.findByEmail(email);
        if (user !== undefined && user.emailVerifiedAt !== null) await grant(user.id, 'start-up');
      }
    },
  };
}
