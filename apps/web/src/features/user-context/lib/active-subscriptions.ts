import { activeSubscriptionStatuses } from '@kinderwait/contract/subscriptions';
import type { Subscription } from '@kinderwait/contract/users';

/**
 * Statuses that give access, the server's own list (Stripe's words, which the sandbox uses too):
 * past_due still does while the processor retries the card, as the server's limits agree.
 */
const activeStatuses: ReadonlySet<string> = new Set(activeSubscriptionStatuses);

/**
 * Names of the subscriptions that currently give access ("active subscription" of
 * docs/product/accounts.md#route-guard).
 */
export function activeSubscriptionNames(items: readonly Subscription[]): string[] {
  return items
    .filter((item) => activeStatuses.has(item.status.trim().toLowerCase()))
    .map((item) => item.name);
}
