import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApiPaths, TicketConfirmation } from '@kinderwait/contract/notifications';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { childcareRequestsKeys } from './childcare-requests-keys';

/** GET /api/children/{childId}/waitlist/{ticketId}/confirmation: "still interested?" state. */
export function getTicketConfirmation(
  childId: string,
  ticketId: string,
  signal?: AbortSignal,
): Promise<TicketConfirmation> {
  return apiGet(
    buildUrl(notificationsApiPaths.confirmation, { childId, ticketId }),
    TicketConfirmation,
    { signal, handleErrors: false },
  );
}

export function ticketConfirmationQueryOptions(childId: string, ticketId: string) {
  return queryOptions({
    queryKey: childcareRequestsKeys.confirmation(ticketId),
    queryFn: ({ signal }) => getTicketConfirmation(childId, ticketId, signal),
  });
}

export function useTicketConfirmation(childId: string, ticketId: string) {
  return useQuery(ticketConfirmationQueryOptions(childId, ticketId));
}
