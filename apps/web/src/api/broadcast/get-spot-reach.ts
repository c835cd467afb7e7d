import { useQuery } from '@tanstack/react-query';
import { BroadcastReachResponse, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { apiPost } from '../api-requests';
import { broadcastKeys } from './broadcast-keys';

/**
 * POST /api/broadcast/spots/reach: how many families nearby with availability alerts on a spot
 * broadcast of this age group's spaces would reach now. Errors stay on the screen.
 */
export async function getSpotReach(ageGroupId: number, signal?: AbortSignal): Promise<number> {
  const { reach } = await apiPost(
    broadcastApiPaths.spotReach,
    { ageGroupId },
    BroadcastReachResponse,
    { signal, handleErrors: false },
  );
  return reach;
}

/** Asked only once the provider opens that age group's broadcast (`enabled`). */
export function useSpotReach(ageGroupId: number, enabled: boolean) {
  return useQuery({
    queryKey: broadcastKeys.spotReach(ageGroupId),
    queryFn: ({ signal }) => getSpotReach(ageGroupId, signal),
    enabled,
    retry: false,
    staleTime: 0,
  });
}
