import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { AssignRolesBody } from '@kinderwait/contract/users';
import { User, usersApiPaths } from '@kinderwait/contract/users';
import { apiPost } from '../../../api/api-requests';

/**
 * POST /api/users/{userId}/roles (SPEC 7.1): adds roles to the user and answers the updated
 * user. A user may add Parent and one provider role to themselves.
 */
export function assignRoles(userId: string, body: AssignRolesBody): Promise<User> {
  return apiPost(buildUrl(usersApiPaths.userRoles, { userId }), body, User, {
    handleErrors: false,
  });
}
