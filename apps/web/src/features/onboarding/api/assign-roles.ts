import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import { User } from '@kinderwait/contract/account';
import type { AssignRolesBody } from '@kinderwait/contract/account';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';

/**
 * POST /api/users/{userId}/roles (SPEC 7.1): adds roles to the user and answers the updated
 * user. A user may add Parent and one provider role to themselves.
 */
export function assignRoles(userId: string, body: AssignRolesBody): Promise<User> {
  return apiPost(buildUrl(accountApiPaths.userRoles, { userId }), body, User, {
    handleErrors: false,
  });
}
