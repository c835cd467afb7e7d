import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { Subscription } from '@kinderwait/contract/users';
import { SubscriptionsResponse, usersApiPaths } from '@kinderwait/contract/users';
import { apiGet } from '../../../api/api-requests';

/** GET /api/users/{email}/subscriptions (SPEC 7.1): an empty list when there are none. */
export async function getSubscriptions(email: string): Promise<Subscription[]> {
  const { items } = await apiGet(
    buildUrl(usersApiPaths.userSubscriptions, { email }),
    SubscriptionsResponse,
  );
  return items;
}
