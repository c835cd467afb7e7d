import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AvailabilityAlert, notificationsApiPaths } from '@kinderwait/contract/notifications';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiDelete, apiPut } from '../../../api/api-requests';
import { childcareRequestsKeys } from './childcare-requests-keys';

export interface SetAvailabilityAlertVariables {
  childId: string;
  ticketId: string;
  enabled: boolean;
}

/** PUT (on) or DELETE (off) /api/children/{childId}/waitlist/{ticketId}/availability-alert. */
export function setAvailabilityAlert({
  childId,
  ticketId,
  enabled,
}: SetAvailabilityAlertVariables): Promise<AvailabilityAlert> {
  const url = buildUrl(notificationsApiPaths.availabilityAlert, { childId, ticketId });
  return enabled
    ? apiPut(url, undefined, AvailabilityAlert, { handleErrors: false })
    : apiDelete(url, AvailabilityAlert, { handleErrors: false });
}

export function useSetAvailabilityAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAvailabilityAlert,
    onSuccess: (alert, { ticketId }) => {
      client.setQueryData(childcareRequestsKeys.availabilityAlert(ticketId), alert);
    },
  });
}
