import { accountApiPaths, selfAssignableRolesFilter } from '@kinderwait/contract/account-api-paths';
import { RolesResponse } from '@kinderwait/contract/roles';
import type { Role } from '@kinderwait/contract/roles';
import { apiGet } from '../../../api/api-requests';

/** The roles a user can choose for themselves: GET /api/roles?$filter=not (Id in (1)). */
export async function getSelectableRoles(signal?: AbortSignal): Promise<Role[]> {
  const { items } = await apiGet(accountApiPaths.roles, RolesResponse, {
    params: { $filter: selfAssignableRolesFilter },
    handleErrors: false,
    signal,
  });
  return items;
}
