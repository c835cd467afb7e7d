import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { ChildTicketResponse, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { apiGet } from '../api-requests';
import { waitlistKeys } from './waitlist-keys';

/**
 * GET /api/children/{childId}/waitlist: the child's ticket, null before the wizard is first
 * finished. Errors stay on the screen that asked (`handleErrors: false`).
 */
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
    queryKey: waitlistKeys.ticket(childId),
    queryFn: ({ signal }) => getChildTicket(childId, signal),
  });
}

export interface UseChildTicketOptions {
  /** Ask the server again whenever the screen opens, even when the cached copy is fresh. */
  refetchOnMount?: 'always';
}

export function useChildTicket(childId: string, { refetchOnMount }: UseChildTicketOptions = {}) {
  return useQuery({
    ...childTicketQueryOptions(childId),
    ...(refetchOnMount && { refetchOnMount }),
  });
}
