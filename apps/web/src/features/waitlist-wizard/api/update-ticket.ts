import { specMessages } from '@kinderwait/contract/messages';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { waitlistApiPaths, WaitlistTicket } from '@kinderwait/contract/waitlist';
import type { WaitlistData } from '@kinderwait/contract/waitlist';
import { apiPut } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { useTicketSaving } from './ticket-saving';

export interface UpdateTicketInput {
  childId: string | null | undefined;
  ticketId: string | null | undefined;
  body: WaitlistData;
}

/**
 * PUT /api/children/{childId}/waitlist/{ticketId}. An update needs both ids
 * (docs/product/waitlist.md#saving-the-ticket); without one it fails with the product's words
 * before anything is sent.
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

/**
 * Updating the ticket: the answer becomes the child's cached ticket, and the child's matches and
 * the children list are asked again (`keepSavedTicket`); then the caller's `onSuccess`.
 */
export function useUpdateTicket({
  mutationConfig,
}: { mutationConfig?: MutationConfig<WaitlistTicket, UpdateTicketInput> } = {}) {
  return useTicketSaving(updateTicket, mutationConfig);
}
