import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@kinderwait/contract/roles';
import {
  rolesApiPaths,
  RolesResponse,
  selfAssignableRolesFilter,
} from '@kinderwait/contract/roles';
import { apiGet } from '../../../api/api-requests';
import { onboardingKeys } from './onboarding-keys';

/**
 * The roles a user can choose for themselves: GET /api/roles?$filter=not (Id in (1)). Errors stay
 * on the screen (`handleErrors: false`), which offers a retry.
 */
export async function getSelectableRoles(signal?: AbortSignal): Promise<Role[]> {
  const { items } = await apiGet(rolesApiPaths.roles, RolesResponse, {
    params: { $filter: selfAssignableRolesFilter },
    handleErrors: false,
    signal,
  });
  return items;
}

/** The list of roles changes only with a release of the server. */
export function selectableRolesQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.selectableRoles(),
    queryFn: ({ signal }) => getSelectableRoles(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useSelectableRoles() {
  return useQuery(selectableRolesQueryOptions());
}
