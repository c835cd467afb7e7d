import { subscriptionNames } from '@kinderwait/contract';
import type { SubscriptionsService } from '../billing/subscriptions/subscriptions.service.ts';

/** The billing service's read of a user's active subscriptions (the parents' plan among them). */
export type PlusSubscriptions = Pick<SubscriptionsService, 'activeSubscriptions'>;

/**
 * The `sms` part of a notification for an opening: only for a parent with a phone number on
 * their profile who holds an active KinderWait Plus (its SMS alerts are what the plan sells,
 * docs/pricing.md); nothing otherwise, so the others get email and the in-app notice only.
 */
export async function smsOfPlus(
  subscriptions: PlusSubscriptions,
  parent: { id: string; phoneNumber: string | null },
  body: () => string,
): Promise<{ sms?: { body: string } }> {
  if (parent.phoneNumber === null) return {};
  const active = await subscriptions.activeSubscriptions(parent.id);
  const plus = active.some(
    (subscription) => subscription.name === subscriptionNames.kinderwaitPlus,
  );
  return plus ? { sms: { body: body() } } : {};
}
