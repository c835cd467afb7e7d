import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveUserLocationBody } from '@kinderwait/contract/user-locations';
import { UserLocation, userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { userLocationKeys } from './user-location-keys';

/**
 * POST /api/user-locations (SPEC 3 User-location payload, 4 Location by role). Errors stay on the
 * screen (`handleErrors: false`) so the chosen place is not lost.
 */
export function saveUserLocation(body: SaveUserLocationBody): Promise<UserLocation> {
  return apiPost(userLocationsApiPaths.userLocations, body, UserLocation, {
    handleErrors: false,
  });
}

export interface UseSaveUserLocationOptions {
  mutationConfig?: MutationConfig<UserLocation, SaveUserLocationBody>;
}

/** Saving the location: the answer replaces the cached one, then the caller's `onSuccess` runs. */
export function useSaveUserLocation({ mutationConfig }: UseSaveUserLocationOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      queryClient.setQueryData(userLocationKeys.location(), args[0]);
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: saveUserLocation,
  });
}
