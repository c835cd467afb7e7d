import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApiPaths, TicketConfirmation } from '@kinderwait/contract/notifications';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { childcareRequestsKeys } from '../childcare-requests-keys';

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

/** Reactivating moves requests back in line: the request lists are asked again too. */
export function useConfirmTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmTicket,
    onSuccess: (confirmation) => {
      client.setQueryData(childcareRequestsKeys.confirmation(confirmation.ticketId), confirmation);
    },
    onSettled: () => client.invalidateQueries({ queryKey: childcareRequestsKeys.all }),
  });
}
