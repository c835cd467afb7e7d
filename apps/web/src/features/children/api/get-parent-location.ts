import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserLocation, userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { apiGet } from '../../../api/api-requests';
import { childrenKeys } from './children-keys';

/**
 * GET /account/getUserLocation: the parent's saved location, which a child follows unless given
 * its own (every field null while none is saved). The form names it in "Same as my address".
 */
export function getParentLocation(signal?: AbortSignal): Promise<UserLocation> {
  return apiGet(userLocationsApiPaths.getUserLocation, UserLocation, {
    signal,
    handleErrors: false,
  });
}

export function parentLocationQueryOptions() {
  return queryOptions({
    queryKey: childrenKeys.parentLocation(),
    queryFn: ({ signal }) => getParentLocation(signal),
  });
}

export function useParentLocation() {
  return useQuery(parentLocationQueryOptions());
}
