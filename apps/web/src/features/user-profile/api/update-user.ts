import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '@kinderwait/contract/update-user-body';
import { User, usersApiPaths } from '@kinderwait/contract/users';
import { apiPut } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { userProfileKeys } from './user-profile-keys';

/**
 * PUT /api/users: updates the signed-in user's own profile. Errors stay on the form
 * (`handleErrors: false`) so nothing typed is lost.
 */
export function updateUser(body: UpdateUserBody): Promise<User> {
  return apiPut(usersApiPaths.users, body, User, { handleErrors: false });
}

export interface UseUpdateUserOptions {
  mutationConfig?: MutationConfig<User, UpdateUserBody>;
}

/**
 * Saving the profile. The answer is the saved user: it replaces the cached copy under its key (no
 * second request to learn what the server just said), then the caller's `onSuccess` runs.
 */
export function useUpdateUser({ mutationConfig }: UseUpdateUserOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      const [saved] = args;
      queryClient.setQueryData(userProfileKeys.user(saved.id), saved);
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: updateUser,
  });
}
