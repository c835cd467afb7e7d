import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { subscriptionsApiPaths } from '@kinderwait/contract/subscriptions';
import { Subscription } from '@kinderwait/contract/users';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/subscriptions/{subscriptionId}/resume: keeps renewing a subscription cancelled at period end, while its period lasts. */
export function resumeSubscription(subscriptionId: string): Promise<Subscription> {
  return apiPost(buildUrl(subscriptionsApiPaths.resume, { subscriptionId }), {}, Subscription, {
    handleErrors: false,
  });
}

export interface UseResumeSubscriptionOptions {
  mutationConfig?: MutationConfig<Subscription, string>;
}

export function useResumeSubscription({ mutationConfig }: UseResumeSubscriptionOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resumeSubscription });
}
