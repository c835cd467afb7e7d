import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { subscriptionsApiPaths } from '@kinderwait/contract/subscriptions';
import { Subscription } from '@kinderwait/contract/users';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/subscriptions/{subscriptionId}/cancel: ends it at the end of the period already paid (it stays active until then). */
export function cancelSubscription(subscriptionId: string): Promise<Subscription> {
  return apiPost(buildUrl(subscriptionsApiPaths.cancel, { subscriptionId }), {}, Subscription, {
    handleErrors: false,
  });
}

export interface UseCancelSubscriptionOptions {
  mutationConfig?: MutationConfig<Subscription, string>;
}

export function useCancelSubscription({ mutationConfig }: UseCancelSubscriptionOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: cancelSubscription });
}
