import { fetchCurrentUser } from '../../features/user-context/api/get-current-user';
import { fetchRolePermissions } from '../../features/user-context/api/get-role';
import { fetchActiveSubscriptionNames } from '../../features/user-context/api/get-subscriptions';
import { getActiveRole } from '../../features/user-context/user-context-store';
import type { AccessSource } from './access-context';

/**
 * What the route guard asks of the user context (docs/product/accounts.md#route-guard), answered
 * from the query cache: the permissions of the CURRENT role (none without a role) and the names of
 * the user's active subscriptions (asked afresh: a checkout changes them).
 */
export const userAccessSource: AccessSource = {
  async loadPermissions() {
    await fetchCurrentUser();
    const role = getActiveRole();
    return role === undefined ? [] : [...(await fetchRolePermissions(role.id))];
  },
  async loadSubscriptions() {
    const user = await fetchCurrentUser();
    return fetchActiveSubscriptionNames(user.email);
  },
};
