import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApiPaths, TicketConfirmation } from '@kinderwait/contract/notifications';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { childcareRequestsKeys } from './childcare-requests-keys';
import { requestsChanged } from './requests-changed';

export interface ConfirmTicketVariables {
  childId: string;
  ticketId: string;
}

/**
 * POST /api/children/{childId}/waitlist/{ticketId}/confirmation: "still interested" in one tap;
 * an inactive ticket comes back at its original date joined.
 */
export function confirmTicket({
  childId,
  ticketId,
}: ConfirmTicketVariables): Promise<TicketConfirmation> {
  return apiPost(
    buildUrl(notificationsApiPaths.confirmation, { childId, ticketId }),
    undefined,
    TicketConfirmation,
    { handleErrors: false },
  );
}

/**
 * The answer becomes the ticket's confirmation state. Reactivating moves requests back in line:
 * answered or not, the requests screen's state and everything `requestsChanged` names are asked
 * again.
 */
export function useConfirmTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmTicket,
    onSuccess: (confirmation) => {
      client.setQueryData(childcareRequestsKeys.confirmation(confirmation.ticketId), confirmation);
    },
    onSettled: (_confirmation, _error, { childId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: childcareRequestsKeys.all }),
        requestsChanged(client, childId),
      ]),
  });
}
