import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { BroadcastOrder, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { apiGet } from '../api-requests';
import { broadcastKeys } from './broadcast-keys';
import { broadcastOrdersQueryOptions } from './get-broadcast-orders';

/** GET /api/broadcast/orders/{orderId}: one order, the confirmation of what was sent. */
export function getBroadcastOrder(orderId: string, signal?: AbortSignal): Promise<BroadcastOrder> {
  return apiGet(buildUrl(broadcastApiPaths.order, { orderId }), BroadcastOrder, {
    signal,
    handleErrors: false,
  });
}

/** While an order is being sent, or a payment is being confirmed, it is asked for again. */
export const orderPollMs = 3000;
/** How many times an unpaid order is asked again (a card payment's confirmation may lag). */
const unpaidPolls = 20;

/**
 * One order's details, cached per order id (docs/product/broadcast.md#broadcast-orders): opened
 * from the list, the order the list holds shows at once, as fresh as the list, so the details come
 * from the cache when present and are asked for only once that copy is stale. While it is sending
 * (or, for a while, awaiting a payment's confirmation) it is asked again every few seconds.
 */
export function broadcastOrderQueryOptions(orderId: string, client: QueryClient) {
  const listKey = broadcastOrdersQueryOptions().queryKey;
  return queryOptions({
    queryKey: broadcastKeys.order(orderId),
    queryFn: ({ signal }) => getBroadcastOrder(orderId, signal),
    initialData: () => client.getQueryData(listKey)?.items.find((order) => order.id === orderId),
    initialDataUpdatedAt: () => client.getQueryState(listKey)?.dataUpdatedAt,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      if (state === 'sending') return orderPollMs;
      if (state === 'awaiting_payment' && query.state.dataUpdateCount < unpaidPolls) {
        return orderPollMs;
      }
      return false;
    },
  });
}

export function useBroadcastOrder(orderId: string) {
  const client = useQueryClient();
  return useQuery(broadcastOrderQueryOptions(orderId, client));
}
