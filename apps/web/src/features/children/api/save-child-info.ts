import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveChildInfoBody } from '@kinderwait/contract/child-info-body';
import { ChildInfo, childrenApiPaths } from '@kinderwait/contract/children';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { childrenKeys } from '../../../api/children/children-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import { childrenQueryOptions } from '../../../api/children/get-children';

/**
 * POST /enrollment/saveChildInfo: creates a child (no `id`) or replaces one (with `id`); answers
 * the saved child. Errors stay on the form (`handleErrors: false`) so nothing typed is lost.
 */
export function saveChildInfo(body: SaveChildInfoBody): Promise<ChildInfo> {
  return apiPost(childrenApiPaths.saveChildInfo, body, ChildInfo, { handleErrors: false });
}

export interface UseSaveChildInfoOptions {
  mutationConfig?: MutationConfig<ChildInfo, SaveChildInfoBody>;
}

/**
 * Saving a child. The answer is the saved child: it replaces that child's cached copy; the list
 * (whose items carry waitlist statuses the answer lacks) is asked again, and so are the child's
 * matches and the wizard's counts (a new location or date of birth changes who matches); then the
 * caller's `onSuccess` runs.
 */
export function useSaveChildInfo({ mutationConfig }: UseSaveChildInfoOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      const [saved] = args;
      queryClient.setQueryData(childrenKeys.child(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: childrenQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: waitlistKeys.matchesOfChild(saved.id) }),
        queryClient.invalidateQueries({ queryKey: waitlistKeys.matchCountsOfChild(saved.id) }),
      ]);
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: saveChildInfo,
  });
}
