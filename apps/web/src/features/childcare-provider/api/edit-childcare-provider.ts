import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditChildcareProviderBody } from '@kinderwait/contract/childcare-provider-edit';
import {
  ChildcareProviderProfile,
  childcareProvidersApiPaths,
} from '@kinderwait/contract/childcare-providers';
import { apiPatch } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { childcareProviderKeys } from '../../../api/childcare-provider/childcare-provider-keys';

/**
 * PATCH /api/childcare-providers: the parts named in `paths` change (the first PATCH creates the
 * profile). Errors stay on the screen (`handleErrors: false`), so nothing typed is lost.
 */
export function editChildcareProvider(
  body: EditChildcareProviderBody,
): Promise<ChildcareProviderProfile> {
  return apiPatch(childcareProvidersApiPaths.profile, body, ChildcareProviderProfile, {
    handleErrors: false,
  });
}

export interface UseEditChildcareProviderOptions {
  mutationConfig?: MutationConfig<ChildcareProviderProfile, EditChildcareProviderBody>;
}

/** Saving a part: the answer is the profile; the location is asked again when it changed. */
export function useEditChildcareProvider({ mutationConfig }: UseEditChildcareProviderOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      const [saved, body] = args;
      queryClient.setQueryData(childcareProviderKeys.profile(), saved);
      if (body.paths.includes('ChildcareLocation')) {
        await queryClient.invalidateQueries({ queryKey: childcareProviderKeys.location() });
      }
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: editChildcareProvider,
  });
}
