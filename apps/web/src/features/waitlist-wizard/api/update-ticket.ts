import { useMutation, useQueryClient } from '@tanstack/react-query';
import { specMessages } from '@kinderwait/contract/messages';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { waitlistApiPaths, WaitlistTicket } from '@kinderwait/contract/waitlist';
import type { WaitlistData } from '@kinderwait/contract/waitlist';
import { apiPut } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { wizardKeys } from '../wizard-keys';

export interface UpdateTicketInput {
  childId: string | null | undefined;
  ticketId: string | null | undefined;
  body: WaitlistData;
}

/**
 * PUT /api/children/{childId}/waitlist/{ticketId}. SPEC 4 and 5: an update needs both ids; without
 * one it fails with SPEC's words before anything is sent.
 */
export async function updateTicket({
  childId,
  ticketId,
  body,
}: UpdateTicketInput): Promise<WaitlistTicket> {
  if (childId === null || childId === undefined || childId === '') {
    throw new Error(specMessages.childIdMissing);
  }
  if (ticketId === null || ticketId === undefined || ticketId === '') {
    throw new Error(specMessages.ticketIdMissing);
  }
  return apiPut(buildUrl(waitlistApiPaths.ticket, { childId, ticketId }), body, WaitlistTicket, {
    handleErrors: false,
  });
}

export function useUpdateTicket({
  mutationConfig,
}: { mutationConfig?: MutationConfig<WaitlistTicket, UpdateTicketInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (ticket, ...args) => {
      queryClient.setQueryData(wizardKeys.ticket(ticket.childId), ticket);
      return onSuccess?.(ticket, ...args);
    },
    ...restConfig,
    mutationFn: updateTicket,
  });
}
