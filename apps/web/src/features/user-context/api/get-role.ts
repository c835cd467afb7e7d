import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { RolesResponse, roleFilters, rolesApiPaths } from '@kinderwait/contract/roles';
import type { Role } from '@kinderwait/contract/roles';
import { apiGet } from '../../../api/api-requests';
import { queryClient } from '../../../lib/query-client';
import { userContextKeys } from './user-context-keys';

/**
 * One role's details (docs/product/accounts.md#listing-roles): GET /api/roles filtered on its id,
 * taking the first item or none.
 */
export async function getRole(roleId: number): Promise<Role | undefined> {
  const { items } = await apiGet(rolesApiPaths.roles, RolesResponse, {
    params: { $filter: roleFilters.byId(roleId) },
  });
  return items[0];
}

/**
 * A role's details, `null` when the server knows no such role. Cached for the session: the
 * permissions of a role change only with a new release of the server.
 */
export function roleQueryOptions(roleId: number) {
  return queryOptions({
    queryKey: userContextKeys.role(roleId),
    queryFn: async () => (await getRole(roleId)) ?? null,
    staleTime: Infinity,
  });
}

/** The role's details; nothing is asked while `roleId` is undefined. */
export function useRole(roleId: number | undefined) {
  return useQuery({
    ...roleQueryOptions(roleId ?? 0),
    queryFn: roleId === undefined ? skipToken : roleQueryOptions(roleId).queryFn,
  });
}

/** What a role allows; a role the server does not know allows nothing. */
export function permissionsOf(role: Role | null): readonly string[] {
  return role?.permissions ?? [];
}

/** The permissions of one role, from the cache or asked once (the route guard's question). */
export async function fetchRolePermissions(roleId: number): Promise<readonly string[]> {
  return permissionsOf(await queryClient.query(roleQueryOptions(roleId)));
}
