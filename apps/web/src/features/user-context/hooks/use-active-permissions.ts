import { useCurrentUser } from '../api/get-current-user';
import { permissionsOf, useRole } from '../api/get-role';
import { useActiveRole } from '../user-context-store';

const noPermissions: readonly string[] = [];

/**
 * Permissions of the current role, loading them when needed; undefined while they load. A user
 * without a role holds none.
 */
export function useActivePermissions(): readonly string[] | undefined {
  const { data: user } = useCurrentUser();
  const roleId = useActiveRole()?.id;
  const { data: role } = useRole(roleId);
  if (user !== undefined && roleId === undefined) return noPermissions;
  return role === undefined ? undefined : permissionsOf(role);
}
