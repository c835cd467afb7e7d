import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmationLinkView, notificationsApiPaths } from '@kinderwait/contract/notifications';
import type { ConfirmationLinkBody } from '@kinderwait/contract/notifications';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { waitlistConfirmationKeys } from './waitlist-confirmation-keys';

/** POST /api/waitlist-confirmations/{ticketId}/link/confirm { token }: the one-tap confirmation. */
export function confirmByLink(ticketId: string, token: string): Promise<ConfirmationLinkView> {
  const body: ConfirmationLinkBody = { token };
  return apiPost(
    buildUrl(notificationsApiPaths.confirmationLinkConfirm, { ticketId }),
    body,
    ConfirmationLinkView,
    { handleErrors: false },
  );
}

export function useConfirmByLink(ticketId: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => confirmByLink(ticketId, token),
    onSuccess: (view) => {
      client.setQueryData(waitlistConfirmationKeys.link(ticketId, token), view);
    },
  });
}
