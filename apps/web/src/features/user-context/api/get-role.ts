import type { Role } from '@kinderwait/contract/roles';
import { roleFilters, rolesApiPaths, RolesResponse } from '@kinderwait/contract/roles';
import { apiGet } from '../../../api/api-requests';

/**
 * One role's details (SPEC 7.3): GET /api/roles filtered on its id, taking the first item or
 * none.
 */
export async function getRole(roleId: number): Promise<Role | undefined> {
  const { items } = await apiGet(rolesApiPaths.roles, RolesResponse, {
    params: { $filter: roleFilters.byId(roleId) },
  });
  return items[0];
}
