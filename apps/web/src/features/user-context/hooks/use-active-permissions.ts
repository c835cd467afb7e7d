import { useEffect } from 'react';
import { loadPermissions, useUserContextStore } from '../user-context-store';

const noPermissions: readonly string[] = [];

/**
 * Permissions of the current role, loading them when needed; undefined while they load. A user
 * without a role holds none.
 */
export function useActivePermissions(): readonly string[] | undefined {
  const user = useUserContextStore((state) => state.user);
  const roleId = useUserContextStore((state) => state.activeRole?.id);
  const held = useUserContextStore((state) =>
    roleId === undefined ? undefined : state.permissionsByRole[roleId],
  );

  useEffect(() => {
    // Failures are the HTTP client's to report; the permission-gated items simply stay hidden.
    loadPermissions().catch(() => undefined);
  }, [roleId]);

  if (user !== undefined && roleId === undefined) return noPermissions;
  return held;
}
