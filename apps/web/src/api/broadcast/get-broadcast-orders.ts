import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BroadcastOrdersResponse,
  broadcastApiPaths,
  paidOrdersFilter,
} from '@kinderwait/contract/broadcast';
import type { BroadcastOrder } from '@kinderwait/contract/broadcast';
import { apiGet } from '../api-requests';
import { broadcastKeys } from './broadcast-keys';

/**
 * GET /api/broadcast/orders?$filter=IsPaid eq true (docs/product/broadcast.md#broadcast-orders):
 * the signed-in user's paid orders, newest first. Errors stay on the screen, which then shows
 * 'Failed to fetch broadcast orders' and an empty list.
 */
export function getBroadcastOrders(signal?: AbortSignal): Promise<BroadcastOrdersResponse> {
  return apiGet(broadcastApiPaths.orders, BroadcastOrdersResponse, {
    params: { $filter: paidOrdersFilter },
    signal,
    handleErrors: false,
  });
}

/** Newest first, as the server sends them; sorted again so an order added locally keeps its place. */
function newestFirst(items: readonly BroadcastOrder[]): BroadcastOrder[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** An order is sent, answered and expires on the server: the list asks again each time it opens. */
export function broadcastOrdersQueryOptions() {
  return queryOptions({
    queryKey: broadcastKeys.paidOrders(),
    queryFn: async ({ signal }) => {
      const { items } = await getBroadcastOrders(signal);
      return { items: newestFirst(items) };
    },
    staleTime: 0,
  });
}

export function useBroadcastOrders() {
  return useQuery(broadcastOrdersQueryOptions());
}
