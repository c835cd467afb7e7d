import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { ChildTicketResponse, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { apiGet } from '../../../api/api-requests';
import { childcareMatchesKeys } from './childcare-matches-keys';

/** GET /api/children/{childId}/waitlist: the child's ticket, null before the wizard is finished. */
export async function getChildTicket(
  childId: string,
  signal?: AbortSignal,
): Promise<WaitlistTicket | null> {
  const { ticket } = await apiGet(
    buildUrl(waitlistApiPaths.tickets, { childId }),
    ChildTicketResponse,
    { signal, handleErrors: false },
  );
  return ticket;
}

export function childTicketQueryOptions(childId: string) {
  return queryOptions({
    queryKey: childcareMatchesKeys.ticket(childId),
    queryFn: ({ signal }) => getChildTicket(childId, signal),
    retry: false,
  });
}

export function useChildTicket(childId: string) {
  return useQuery(childTicketQueryOptions(childId));
}
