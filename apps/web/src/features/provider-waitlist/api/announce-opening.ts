import { useMutation } from '@tanstack/react-query';
import type { AvailabilityBody } from '@kinderwait/contract/notifications';
import { AvailabilityResponse, notificationsApiPaths } from '@kinderwait/contract/notifications';
import { apiPost } from '../../../api/api-requests';

/**
 * POST /api/notifications/availability (docs/product/offers.md#availability-openings): tells the
 * families waiting for this age group, in priority order, that spaces are open. A repeat without
 * more spaces tells nobody again.
 */
export function announceOpening(body: AvailabilityBody): Promise<AvailabilityResponse> {
  return apiPost(notificationsApiPaths.availability, body, AvailabilityResponse, {
    handleErrors: false,
  });
}

export function useAnnounceOpening() {
  return useMutation({ mutationFn: announceOpening });
}
