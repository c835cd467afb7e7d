import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserLocation, userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { apiGet } from '../../../api/api-requests';
import { userLocationKeys } from './user-location-keys';

/** GET /account/getUserLocation: the seeker's saved location, every field null while none is. */
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
