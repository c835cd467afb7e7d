import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveUserLocationBody } from '@kinderwait/contract/user-locations';
import { UserLocation, userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { apiPost } from '../../../api/api-requests';
import { childrenKeys } from '../../../api/children/children-keys';
import { userLocationQueryOptions } from '../../../api/user-location/get-user-location';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import type { MutationConfig } from '../../../lib/query-client';

/**
 * POST /api/user-locations (docs/product/onboarding.md#location-by-role). Errors stay on the
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

/**
 * Saving the location: the answer replaces the cached one. A parent's children search from it
 * (all of them when moved with it, the others while they have no address of their own), so every
 * child (their effective location), every child's matches and the wizard's counts are asked
 * again, without waiting. Then the caller's `onSuccess` runs.
 */
export function useSaveUserLocation({ mutationConfig }: UseSaveUserLocationOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      queryClient.setQueryData(userLocationQueryOptions().queryKey, args[0]);
      for (const queryKey of [
        childrenKeys.all,
        waitlistKeys.matches(),
        waitlistKeys.matchCounts(),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: saveUserLocation,
  });
}
