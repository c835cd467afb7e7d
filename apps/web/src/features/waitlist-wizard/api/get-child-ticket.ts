import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { ChildTicketResponse, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { apiGet } from '../../../api/api-requests';
import { wizardKeys } from '../wizard-keys';

/** GET /api/children/{childId}/waitlist: the child's ticket, or null before the first finish. */
export async function getChildTicket(
  childId: string,
  signal?: AbortSignal,
): Promise<WaitlistTicket | null> {
  const { ticket } = await apiGet(
    buildUrl(waitlistApiPaths.tickets, { childId }),
    ChildTicketResponse,
    { signal },
  );
  return ticket;
}

export function childTicketQueryOptions(childId: string) {
  return queryOptions({
    queryKey: wizardKeys.ticket(childId),
    queryFn: ({ signal }) => getChildTicket(childId, signal),
  });
}

/** Asked again on each visit: the ticket may have changed on another device. */
export function useChildTicket(childId: string) {
  return useQuery({ ...childTicketQueryOptions(childId), refetchOnMount: 'always' });
}
