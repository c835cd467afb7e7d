import type { Subscription } from '@kinderwait/contract/users';

/** Statuses that give access: Stripe's words, which the sandbox provider uses too. */
const activeStatuses = new Set(['active', 'trialing']);

/** Names of the subscriptions that currently give access (SPEC 2.13 "active subscription"). */
export function activeSubscriptionNames(items: readonly Subscription[]): string[] {
  return items
    .filter((item) => activeStatuses.has(item.status.trim().toLowerCase()))
    .map((item) => item.name);
}
