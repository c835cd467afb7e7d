import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { subscriptionsApiPaths } from '@kinderwait/contract/subscriptions';
import { Subscription } from '@kinderwait/contract/users';
import { apiPost } from '../../../api/api-requests';
import { subscriptionsKeys } from '../../../api/subscriptions/subscriptions-keys';
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

/**
 * Cancelling: the user's subscriptions (the profile's list, the route guard's answer) are asked
 * again, then the caller's `onSuccess`.
 */
export function useCancelSubscription({ mutationConfig }: UseCancelSubscriptionOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: cancelSubscription,
  });
}
