import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { waitlistApiPaths, WaitlistTicket } from '@kinderwait/contract/waitlist';
import type { WaitlistData } from '@kinderwait/contract/waitlist';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { useTicketSaving } from './ticket-saving';

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

/**
 * Creating the ticket: the answer becomes the child's cached ticket, and the child's matches and
 * the children list are asked again (`keepSavedTicket`); then the caller's `onSuccess`.
 */
export function useCreateTicket({
  mutationConfig,
}: { mutationConfig?: MutationConfig<WaitlistTicket, CreateTicketInput> } = {}) {
  return useTicketSaving(createTicket, mutationConfig);
}
