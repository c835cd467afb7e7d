import { queryOptions } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { SubscriptionsResponse, usersApiPaths } from '@kinderwait/contract/users';
import type { Subscription } from '@kinderwait/contract/users';
import { apiGet } from '../../../api/api-requests';
import { queryClient } from '../../../lib/query-client';
import { activeSubscriptionNames } from '../lib/active-subscriptions';
import { subscriptionsKeys } from '../../../api/subscriptions/subscriptions-keys';

/**
 * GET /api/users/{email}/subscriptions (docs/product/billing.md#subscriptions): an empty list when
 * there are none.
 */
export async function getSubscriptions(email: string): Promise<Subscription[]> {
  const { items } = await apiGet(
    buildUrl(usersApiPaths.userSubscriptions, { email }),
    SubscriptionsResponse,
  );
  return items;
}

/** Always asked afresh when needed (staleTime 0): a checkout in another tab changes them. */
export function subscriptionsQueryOptions(email: string) {
  return queryOptions({
    queryKey: subscriptionsKeys.ofUser(email),
    queryFn: () => getSubscriptions(email),
    staleTime: 0,
  });
}

/**
 * Names of the user's active subscriptions (the route guard's question,
 * docs/product/accounts.md#route-guard).
 */
export async function fetchActiveSubscriptionNames(email: string): Promise<string[]> {
  return activeSubscriptionNames(await queryClient.query(subscriptionsQueryOptions(email)));
}
