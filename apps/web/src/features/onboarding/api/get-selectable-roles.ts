import type { Role } from '@kinderwait/contract/roles';
import {
  rolesApiPaths,
  RolesResponse,
  selfAssignableRolesFilter,
} from '@kinderwait/contract/roles';
import { apiGet } from '../../../api/api-requests';

/** The roles a user can choose for themselves: GET /api/roles?$filter=not (Id in (1)). */
export async function getSelectableRoles(signal?: AbortSignal): Promise<Role[]> {
  const { items } = await apiGet(rolesApiPaths.roles, RolesResponse, {
    params: { $filter: selfAssignableRolesFilter },
    handleErrors: false,
    signal,
  });
  return items;
}
