import type { RoleCode } from '@kinderwait/contract/constants';
import type { UserRole } from '@kinderwait/contract/users';

/** The role kept in storage from an earlier choice; either part may be missing. */
export interface StoredRoleChoice {
  id: number | undefined;
  code: RoleCode | undefined;
}

/**
 * When no role id or role code is stored (docs/product/accounts.md#the-active-role), the first role
 * of the fetched user is chosen. Only one of the two stored (an older client, or storage edited by
 * hand) picks the held role it names; a stored role the user does not hold (any more) gives way to
 * the first role.
 */
export function chooseActiveRole(
  roles: readonly UserRole[],
  stored: StoredRoleChoice,
): UserRole | undefined {
  // With nothing stored every role matches, so the first is chosen.
  return (
    roles.find(
      (role) =>
        (stored.id === undefined || role.id === stored.id) &&
        (stored.code === undefined || role.code === stored.code),
    ) ?? roles[0]
  );
}
