import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { providerWaitlistApiPaths } from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiDelete } from '../../../api/api-requests';
import { providerWaitlistKeys } from '../../../api/provider-waitlist/provider-waitlist-keys';

/** DELETE /api/providers/{providerId}/waitlist-priorities/{priorityId}: a custom category only. */
export async function deletePriority(providerId: string, priorityId: string): Promise<void> {
  await apiDelete(
    buildUrl(providerWaitlistApiPaths.priority, { providerId, priorityId }),
    z.unknown(),
    { handleErrors: false },
  );
}

/** Families lose the removed category, so their positions move: everything is asked again. */
export function useDeletePriority(providerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (priorityId: string) => deletePriority(providerId, priorityId),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: providerWaitlistKeys.ofProvider(providerId) }),
  });
}
