import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { BroadcastReachResponse, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import type { FamilyBroadcastBody } from '@kinderwait/contract/broadcast';
import { apiPost } from '../api-requests';
import { broadcastKeys } from './broadcast-keys';

/**
 * POST /api/broadcast/reach: how many providers with an account a family broadcast of these
 * choices would reach now, before anything is created. Errors (a child without a location: 409
 * child_location_missing) stay on the screen.
 */
export async function getBroadcastReach(
  body: FamilyBroadcastBody,
  signal?: AbortSignal,
): Promise<number> {
  const { reach } = await apiPost(broadcastApiPaths.reach, body, BroadcastReachResponse, {
    signal,
    handleErrors: false,
  });
  return reach;
}

/**
 * The count for `body` (the screen debounces the choices), nothing asked while it is undefined;
 * the previous count stays shown while the next is asked.
 */
export function useBroadcastReach(body: FamilyBroadcastBody | undefined) {
  return useQuery({
    queryKey: broadcastKeys.reach(body),
    queryFn: body === undefined ? skipToken : ({ signal }) => getBroadcastReach(body, signal),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
