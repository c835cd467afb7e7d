import { queryOptions, useQuery } from '@tanstack/react-query';
import { AvailabilityAlert, notificationsApiPaths } from '@kinderwait/contract/notifications';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { childcareRequestsKeys } from './childcare-requests-keys';

/** GET /api/children/{childId}/waitlist/{ticketId}/availability-alert: on or off. */
export function getAvailabilityAlert(
  childId: string,
  ticketId: string,
  signal?: AbortSignal,
): Promise<AvailabilityAlert> {
  return apiGet(
    buildUrl(notificationsApiPaths.availabilityAlert, { childId, ticketId }),
    AvailabilityAlert,
    { signal, handleErrors: false },
  );
}

export function availabilityAlertQueryOptions(childId: string, ticketId: string) {
  return queryOptions({
    queryKey: childcareRequestsKeys.availabilityAlert(ticketId),
    queryFn: ({ signal }) => getAvailabilityAlert(childId, ticketId, signal),
  });
}

export function useAvailabilityAlert(childId: string, ticketId: string) {
  return useQuery(availabilityAlertQueryOptions(childId, ticketId));
}
