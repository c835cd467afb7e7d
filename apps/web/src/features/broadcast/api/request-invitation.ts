import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { BroadcastInvitation, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import type { BroadcastInvitationsResponse } from '@kinderwait/contract/broadcast';
import { apiPost } from '../../../api/api-requests';
import { broadcastKeys } from '../../../api/broadcast/broadcast-keys';
import { childrenKeys } from '../../../api/children/children-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';

/**
 * POST /api/broadcast/invitations/{invitationId}/request: "Send a request", which puts the child
 * on that provider's waitlist. Errors stay on the screen.
 */
export function requestInvitation(invitationId: string): Promise<BroadcastInvitation> {
  return apiPost(
    buildUrl(broadcastApiPaths.invitationRequest, { invitationId }),
    undefined,
    BroadcastInvitation,
    { handleErrors: false },
  );
}

/**
 * The answer replaces its invitation in the list; the request joined a waitlist, so the parent's
 * requests, that child's matches and the children list are marked out of date.
 */
export function useRequestInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestInvitation,
    onSuccess: async (invitation) => {
      client.setQueryData<BroadcastInvitationsResponse>(broadcastKeys.invitations(), (list) =>
        list === undefined
          ? list
          : {
              items: list.items.map((item) => (item.id === invitation.id ? invitation : item)),
            },
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: waitlistKeys.parentRequests() }),
        client.invalidateQueries({ queryKey: waitlistKeys.matchesOfChild(invitation.child.id) }),
        client.invalidateQueries({ queryKey: childrenKeys.list() }),
      ]);
    },
  });
}
