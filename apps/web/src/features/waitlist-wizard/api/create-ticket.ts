import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { waitlistApiPaths, WaitlistTicket } from '@kinderwait/contract/waitlist';
import type { WaitlistData } from '@kinderwait/contract/waitlist';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { wizardKeys } from '../wizard-keys';

export interface CreateTicketInput {
  childId: string;
  body: WaitlistData;
}

/** POST /api/children/{childId}/waitlist: the child's ticket, answered with its `id`. */
export function createTicket({ childId, body }: CreateTicketInput): Promise<WaitlistTicket> {
  return apiPost(buildUrl(waitlistApiPaths.tickets, { childId }), body, WaitlistTicket, {
    handleErrors: false,
  });
}

export function useCreateTicket({
  mutationConfig,
}: { mutationConfig?: MutationConfig<WaitlistTicket, CreateTicketInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (ticket, ...args) => {
      queryClient.setQueryData(wizardKeys.ticket(ticket.childId), ticket);
      return onSuccess?.(ticket, ...args);
    },
    ...restConfig,
    mutationFn: createTicket,
  });
}
