import { queryOptions } from '@tanstack/react-query';
import type { OutboxMessage } from '@kinderwait/contract/dev-outbox';
import { devOutboxApiPaths, OutboxResponse } from '@kinderwait/contract/dev-outbox';
import { apiGet } from '../../../api/api-requests';
import { devOutboxKeys } from './dev-outbox-keys';

/**
 * GET /api/dev/outbox?to= : the embedded mail outbox, newest first. Answers 404 in production,
 * which the page turns into "not found". Errors stay on the page.
 */
export function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiGet(devOutboxApiPaths.outbox, OutboxResponse, {
    params: to === '' ? {} : { to },
    handleErrors: false,
    signal,
  });
}

/** The emails to `to` ('' for all). Always asked afresh: the point is to see the newest one. */
export function outboxQueryOptions(to: string) {
  return queryOptions({
    queryKey: devOutboxKeys.messages(to),
    queryFn: ({ signal }) => getOutbox(to, signal),
    staleTime: 0,
  });
}
