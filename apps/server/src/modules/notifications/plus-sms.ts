import { subscriptionNames } from '@kinderwait/contract';
import type { Worded } from '../../i18n/messages.ts';
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
  body: Worded<string>,
): Promise<{ sms?: { body: Worded<string> } }> {
  if (parent.phoneNumber === null) return {};
  const active = await subscriptions.activeSubscriptions(parent.id);
  const plus = active.some(
    (subscription) => subscription.name === subscriptionNames.kinderwaitPlus,
  );
  return plus ? { sms: { body } } : {};
}

/** The billing service's read of many users' active subscriptions at once. */
export type PlusSubscriptionsOfUsers = Pick<SubscriptionsService, 'activeSubscriptionsOfUsers'>;

/**
 * smsOfPlus's rule for many parents in one query (an opening's families): the ids of those
 * with a phone number who hold an active KinderWait Plus, so they get a text as well.
 */
export async function plusTextedParents(
  subscriptions: PlusSubscriptionsOfUsers,
  parents: readonly { id: string; phoneNumber: string | null }[],
): Promise<Set<string>> {
  const withPhone = parents.filter((parent) => parent.phoneNumber !== null);
  const active = await subscriptions.activeSubscriptionsOfUsers(withPhone.map(({ id }) => id));
  return new Set(
    withPhone
      .filter(({ id }) =>
        (active.get(id) ?? []).some(
          (subscription) => subscription.name === subscriptionNames.kinderwaitPlus,
        ),
      )
      .map(({ id }) => id),
  );
}
