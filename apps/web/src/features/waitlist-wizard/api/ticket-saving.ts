import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { childrenKeys } from '../../../api/children/children-keys';
import { childTicketQueryOptions } from '../../../api/waitlist/get-child-ticket';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import type { MutationConfig } from '../../../lib/query-client';

/**
 * What a saved ticket (the first save or a later one) changes in the cache: the answer becomes
 * the child's ticket; the child's matches follow the ticket's filters, so they are asked again
 * (the matches screen opens next, and must not show the old list while it is fresh); the
 * children list names each child's ticket, so it is asked again too.
 */
export async function keepSavedTicket(
  queryClient: QueryClient,
  ticket: WaitlistTicket,
): Promise<void> {
  queryClient.setQueryData(childTicketQueryOptions(ticket.childId).queryKey, ticket);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: waitlistKeys.matchesOfChild(ticket.childId) }),
    queryClient.invalidateQueries({ queryKey: childrenKeys.list() }),
  ]);
}

/**
 * A save of the ticket (`save`: POST or PUT): on success the cache takes it in (`keepSavedTicket`),
 * then the caller's `onSuccess` runs.
 */
export function useTicketSaving<Input>(
  save: (input: Input) => Promise<WaitlistTicket>,
  mutationConfig: MutationConfig<WaitlistTicket, Input> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig;
  return useMutation({
    onSuccess: async (ticket, ...args) => {
      await keepSavedTicket(queryClient, ticket);
      return onSuccess?.(ticket, ...args);
    },
    ...restConfig,
    mutationFn: save,
  });
}
