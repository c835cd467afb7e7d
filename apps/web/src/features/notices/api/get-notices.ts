import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApiPaths, NoticesResponse } from '@kinderwait/contract/notifications';
import { apiGet } from '../../../api/api-requests';
import { noticesKeys } from './notices-keys';

/** GET /api/notices: the latest notices, newest first, and how many are unread. */
export function getNotices(signal?: AbortSignal): Promise<NoticesResponse> {
  return apiGet(notificationsApiPaths.notices, NoticesResponse, { signal, handleErrors: false });
}

/** What happened since the last visit: asked afresh each time the list opens. */
export function noticesQueryOptions() {
  return queryOptions({
    queryKey: noticesKeys.list(),
    queryFn: ({ signal }) => getNotices(signal),
    staleTime: 0,
  });
}

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
