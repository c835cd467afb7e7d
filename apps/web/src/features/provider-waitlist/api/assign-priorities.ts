import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  providerWaitlistApiPaths,
  ProviderWaitlistEntry,
} from '@kinderwait/contract/provider-waitlist';
import type { AssignWaitlistPrioritiesBody } from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { providerWaitlistKeys } from '../../../api/provider-waitlist/provider-waitlist-keys';

export interface AssignPrioritiesVariables {
  ticketId: string;
  /** The family's categories, replacing the ones it had. */
  priorities: string[];
}

/**
 * POST /api/providers/{providerId}/waitlist/{ticketId} (body `priorities`,
 * docs/product/offers.md#priorities).
 */
export function assignPriorities(
  providerId: string,
  { ticketId, priorities }: AssignPrioritiesVariables,
): Promise<ProviderWaitlistEntry> {
  const body: AssignWaitlistPrioritiesBody = { priorities };
  return apiPost(
    buildUrl(providerWaitlistApiPaths.entry, { providerId, ticketId }),
    body,
    ProviderWaitlistEntry,
    { handleErrors: false },
  );
}

/** The family moves in line at once: the list is asked again (every page and filter). */
export function useAssignPriorities(providerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: AssignPrioritiesVariables) => assignPriorities(providerId, variables),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: providerWaitlistKeys.ofProvider(providerId) }),
  });
}
