import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConfirmationLinkView, notificationsApiPaths } from '@kinderwait/contract/notifications';
import type { ConfirmationLinkBody } from '@kinderwait/contract/notifications';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { waitlistConfirmationKeys } from './waitlist-confirmation-keys';

/**
 * POST /api/waitlist-confirmations/{ticketId}/link { token }: reads the ticket the emailed link
 * names, changing nothing (mail scanners open links).
 */
export function getConfirmationByLink(
  ticketId: string,
  token: string,
  signal?: AbortSignal,
): Promise<ConfirmationLinkView> {
  const body: ConfirmationLinkBody = { token };
  return apiPost(
    buildUrl(notificationsApiPaths.confirmationLinkView, { ticketId }),
    body,
    ConfirmationLinkView,
    { signal, handleErrors: false },
  );
}

export function confirmationByLinkQueryOptions(ticketId: string, token: string) {
  return queryOptions({
    queryKey: waitlistConfirmationKeys.link(ticketId, token),
    queryFn: ({ signal }) => getConfirmationByLink(ticketId, token, signal),
    enabled: token !== '',
    // A wrong link answers 404 every time: asking again only delays the message.
    retry: false,
  });
}

export function useConfirmationByLink(ticketId: string, token: string) {
  return useQuery(confirmationByLinkQueryOptions(ticketId, token));
}
