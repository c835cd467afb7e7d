import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import { SubscriptionsResponse } from '@kinderwait/contract/account';
import type { Subscription } from '@kinderwait/contract/account';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';

/** GET /api/users/{email}/subscriptions (SPEC 7.1): an empty list when there are none. */
export async function getSubscriptions(email: string): Promise<Subscription[]> {
  const { items } = await apiGet(
    buildUrl(accountApiPaths.userSubscriptions, { email }),
    SubscriptionsResponse,
  );
  return items;
}
