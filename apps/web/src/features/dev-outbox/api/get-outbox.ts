import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import { OutboxResponse } from '@kinderwait/contract/account';
import type { OutboxMessage } from '@kinderwait/contract/account';
import { apiGet } from '../../../api/api-requests';

/**
 * GET /api/dev/outbox?to= : the embedded mail outbox, newest first. Answers 404 in production,
 * which the page turns into "not found". Errors stay on the page.
 */
export function getOutbox(to: string | undefined, signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiGet(accountApiPaths.devOutbox, OutboxResponse, {
    params: to === undefined || to === '' ? {} : { to },
    handleErrors: false,
    signal,
  });
}
