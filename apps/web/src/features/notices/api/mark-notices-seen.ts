import { useMutation } from '@tanstack/react-query';
import { notificationsApiPaths, SeenNoticesResponse } from '@kinderwait/contract/notifications';
import type { SeenNoticesBody } from '@kinderwait/contract/notifications';
import { apiPost } from '../../../api/api-requests';

/** POST /api/notices/seen: marks the notices shown as seen (they stay listed until the next visit). */
export function markNoticesSeen(ids: string[]): Promise<SeenNoticesResponse> {
  const body: SeenNoticesBody = { ids };
  return apiPost(notificationsApiPaths.noticesSeen, body, SeenNoticesResponse, {
    handleErrors: false,
  });
}

/**
 * Not followed by a new read: the list on screen keeps showing what was new when the page
 * opened; the next visit shows only what came after.
 */
export function useMarkNoticesSeen() {
  return useMutation({ mutationFn: markNoticesSeen });
}
