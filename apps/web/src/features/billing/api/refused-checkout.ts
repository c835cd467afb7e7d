import type { QueryClient } from '@tanstack/react-query';
import { billingErrorCodes } from '@kinderwait/contract/billing';
import { apiErrorCodeOf } from '../../../api/error-words';
import { billingKeys } from './billing-keys';

/**
 * After a sandbox payment the server refused because the plan is held already (409
 * `already_subscribed`), the checkout is closed: its summary is marked out of date and read again.
 */
export async function refreshWhenRefused(
  queryClient: QueryClient,
  error: unknown,
  sessionId: string,
): Promise<void> {
  if (apiErrorCodeOf(error) !== billingErrorCodes.alreadySubscribed) return;
  await queryClient.invalidateQueries({ queryKey: billingKeys.sandboxSession(sessionId) });
}
