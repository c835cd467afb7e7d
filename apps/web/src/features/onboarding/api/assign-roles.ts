import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { AssignRolesBody } from '@kinderwait/contract/users';
import { User, usersApiPaths } from '@kinderwait/contract/users';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';

export interface AssignRolesInput {
  userId: string;
  body: AssignRolesBody;
}

/**
 * POST /api/users/{userId}/roles (docs/product/accounts.md#assigning-roles): adds roles to the user
 * and answers the updated user. A user may add Parent and one provider role to themselves. Errors
 * stay on the form.
 */
export function assignRoles({ userId, body }: AssignRolesInput): Promise<User> {
  return apiPost(buildUrl(usersApiPaths.userRoles, { userId }), body, User, {
    handleErrors: false,
  });
}

export interface UseAssignRolesOptions {
  mutationConfig?: MutationConfig<User, AssignRolesInput>;
}

/**
 * Adding a role. Nothing onboarding caches depends on the user's roles, so there is nothing of
 * its own to invalidate: the answer is the updated user, which the caller keeps as the current
 * user in its `onSuccess` (replacing it at once, so the next screen does not wait for a refetch).
 */
export function useAssignRoles({ mutationConfig }: UseAssignRolesOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: assignRoles });
}
