import { queryOptions, useQuery } from '@tanstack/react-query';
import { BroadcastInvitationsResponse, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { apiGet } from '../api-requests';
import { broadcastKeys } from './broadcast-keys';

/**
 * GET /api/broadcast/invitations: the spot broadcasts that reached the signed-in parent's
 * children, newest first.
 */
export function getBroadcastInvitations(
  signal?: AbortSignal,
): Promise<BroadcastInvitationsResponse> {
  return apiGet(broadcastApiPaths.invitations, BroadcastInvitationsResponse, {
    signal,
    handleErrors: false,
  });
}

export function broadcastInvitationsQueryOptions() {
  return queryOptions({
    queryKey: broadcastKeys.invitations(),
    queryFn: ({ signal }) => getBroadcastInvitations(signal),
    staleTime: 0,
  });
}

export function useBroadcastInvitations() {
  return useQuery(broadcastInvitationsQueryOptions());
}
