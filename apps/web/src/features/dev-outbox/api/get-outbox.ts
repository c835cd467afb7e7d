import type { OutboxMessage } from '@kinderwait/contract/dev-outbox';
import { devOutboxApiPaths, OutboxResponse } from '@kinderwait/contract/dev-outbox';
import { apiGet } from '../../../api/api-requests';

/**
 * GET /api/dev/outbox?to= : the embedded mail outbox, newest first. Answers 404 in production,
 * which the page turns into "not found". Errors stay on the page.
 */
export function getOutbox(to: string | undefined, signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiGet(devOutboxApiPaths.outbox, OutboxResponse, {
    params: to === undefined || to === '' ? {} : { to },
    handleErrors: false,
    signal,
  });
}
