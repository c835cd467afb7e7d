import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { BroadcastInterestResponse, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { apiGet } from '../api-requests';
import { broadcastKeys } from './broadcast-keys';

/** GET /api/broadcast/orders/{orderId}/interest: the providers who answered "interested". */
export function getBroadcastInterest(
  orderId: string,
  signal?: AbortSignal,
): Promise<BroadcastInterestResponse> {
  return apiGet(buildUrl(broadcastApiPaths.interest, { orderId }), BroadcastInterestResponse, {
    signal,
    handleErrors: false,
  });
}

/** Answers keep arriving: asked again each time the screen opens. */
export function broadcastInterestQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: broadcastKeys.interest(orderId),
    queryFn: ({ signal }) => getBroadcastInterest(orderId, signal),
    staleTime: 0,
  });
}

export function useBroadcastInterest(orderId: string) {
  return useQuery(broadcastInterestQueryOptions(orderId));
}
