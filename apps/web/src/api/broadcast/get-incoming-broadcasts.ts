import { queryOptions, useQuery } from '@tanstack/react-query';
import { IncomingBroadcastsResponse, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { apiGet } from '../api-requests';
import { broadcastKeys } from './broadcast-keys';

/** GET /api/broadcast/incoming: the family broadcasts sent to the signed-in provider, newest first. */
export function getIncomingBroadcasts(signal?: AbortSignal): Promise<IncomingBroadcastsResponse> {
  return apiGet(broadcastApiPaths.incoming, IncomingBroadcastsResponse, {
    signal,
    handleErrors: false,
  });
}

/** New broadcasts arrive and parents decide: asked again each time the screen opens. */
export function incomingBroadcastsQueryOptions() {
  return queryOptions({
    queryKey: broadcastKeys.incoming(),
    queryFn: ({ signal }) => getIncomingBroadcasts(signal),
    staleTime: 0,
  });
}

export function useIncomingBroadcasts() {
  return useQuery(incomingBroadcastsQueryOptions());
}
