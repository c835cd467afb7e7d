import { z } from 'zod';
import { safeText } from './rules/safe-text.ts';

/**
 * Managing one's subscriptions (docs/product/billing.md#subscriptions). The list itself is GET
 * /api/users/{email}/subscriptions (users.ts). Cancelling ends a subscription at the end of the
 * period already paid.
 */
export const subscriptionsApiPaths = {
  cancel: '/api/subscriptions/{subscriptionId}/cancel',
  resume: '/api/subscriptions/{subscriptionId}/resume',
  customerPortal: '/api/subscriptions/customer-portal',
} as const;

/**
 * Statuses that keep a subscription's benefits (Stripe's words): past_due still does while the
 * processor retries the card.
 */
export const activeSubscriptionStatuses = ['active', 'trialing', 'past_due'] as const;

export const SubscriptionParams = z.object({
  subscriptionId: z.uuid().transform((id) => id.toLowerCase()),
});

/** POST /api/subscriptions/customer-portal: where Stripe's portal sends the user back to. */
export const CustomerPortalBody = z.object({
  returnUrl: safeText(z.url({ protocol: /^https?$/ }).max(2000)),
});
export type CustomerPortalBody = z.infer<typeof CustomerPortalBody>;

export const CustomerPortalResponse = z.object({ url: z.string() });
export type CustomerPortalResponse = z.infer<typeof CustomerPortalResponse>;

export const subscriptionsErrorCodes = {
  subscriptionNotFound: 'subscription_not_found',
  /** 409: a one-off purchase (Voice Assistant Setup) has no period to end. */
  subscriptionNotCancellable: 'subscription_not_cancellable',
  /** 409: the customer portal needs Stripe and a subscription bought through it. */
  customerPortalUnavailable: 'customer_portal_unavailable',
} as const;

export const subscriptionsMessages = {
  subscriptionNotFound: 'Subscription not found',
  subscriptionNotCancellable: 'This purchase does not renew, so there is nothing to cancel',
  customerPortalUnavailable: 'There is no billing account to manage yet',
} as const;
