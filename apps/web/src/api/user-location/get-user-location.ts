import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserLocation, userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { apiGet } from '../api-requests';
import { userLocationKeys } from './user-location-keys';

/**
 * GET /account/getUserLocation: the signed-in user's saved location, every field null while none
 * is. A parent's children follow it unless given their own. Errors stay on the screen.
 */
export function getUserLocation(signal?: AbortSignal): Promise<UserLocation> {
  return apiGet(userLocationsApiPaths.getUserLocation, UserLocation, {
    signal,
    handleErrors: false,
  });
}

export function userLocationQueryOptions() {
  return queryOptions({
    queryKey: userLocationKeys.location(),
    queryFn: ({ signal }) => getUserLocation(signal),
  });
}

export function useUserLocation({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userLocationQueryOptions(), enabled });
}
