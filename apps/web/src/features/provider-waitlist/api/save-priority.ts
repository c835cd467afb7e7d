import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerWaitlistApiPaths, WaitlistPriority } from '@kinderwait/contract/provider-waitlist';
import type { SaveWaitlistPriorityBody } from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost, apiPut } from '../../../api/api-requests';
import { providerWaitlistKeys } from '../../../api/provider-waitlist/provider-waitlist-keys';

export interface SavePriorityVariables {
  /** Absent: adds a custom category (POST); present: renames or re-weighs it (PUT). */
  priorityId?: string;
  body: SaveWaitlistPriorityBody;
}

/**
 * POST /api/providers/{providerId}/waitlist-priorities or PUT .../{priorityId}. Errors stay on the
 * screen beside the category (a 400 names the field, a 409 a duplicate name).
 */
export function savePriority(
  providerId: string,
  { priorityId, body }: SavePriorityVariables,
): Promise<WaitlistPriority> {
  if (priorityId === undefined) {
    return apiPost(
      buildUrl(providerWaitlistApiPaths.priorities, { providerId }),
      body,
      WaitlistPriority,
      { handleErrors: false },
    );
  }
  return apiPut(
    buildUrl(providerWaitlistApiPaths.priority, { providerId, priorityId }),
    body,
    WaitlistPriority,
    { handleErrors: false },
  );
}

/** A weight changes every position at once: the categories and the list are asked again. */
export function useSavePriority(providerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: SavePriorityVariables) => savePriority(providerId, variables),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: providerWaitlistKeys.ofProvider(providerId) }),
  });
}
