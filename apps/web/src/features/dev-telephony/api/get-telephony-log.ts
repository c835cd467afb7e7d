import { queryOptions } from '@tanstack/react-query';
import type { TelephonyLogEntry } from '@kinderwait/contract/dev-telephony';
import { devTelephonyApiPaths, TelephonyLogResponse } from '@kinderwait/contract/dev-telephony';
import { apiGet } from '../../../api/api-requests';
import { devTelephonyKeys } from './dev-telephony-keys';

/**
 * GET /api/dev/telephony?to= : the texts and calls the telephony sandbox logged, newest first.
 * Answers 404 in production, which the page turns into "not found". Errors stay on the page.
 */
export function getTelephonyLog(to: string, signal?: AbortSignal): Promise<TelephonyLogEntry[]> {
  return apiGet(devTelephonyApiPaths.log, TelephonyLogResponse, {
    params: to === '' ? {} : { to },
    handleErrors: false,
    signal,
  });
}

/** Always asked afresh: the point is to see the newest text or call. */
export function telephonyLogQueryOptions(to: string) {
  return queryOptions({
    queryKey: devTelephonyKeys.log(to),
    queryFn: ({ signal }) => getTelephonyLog(to, signal),
    staleTime: 0,
  });
}
