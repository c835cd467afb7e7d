import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErasureStatus, privacyApiPaths } from '@kinderwait/contract/privacy';
import { apiGet } from '../../../api/api-requests';
import { privacyKeys } from './privacy-keys';

/** GET /api/privacy/erasure: where the deletion of the account stands. */
export function getErasure(signal?: AbortSignal): Promise<ErasureStatus> {
  return apiGet(privacyApiPaths.erasure, ErasureStatus, { signal, handleErrors: false });
}

export function erasureQueryOptions() {
  return queryOptions({
    queryKey: privacyKeys.erasure(),
    queryFn: ({ signal }) => getErasure(signal),
  });
}

export function useErasure() {
  return useQuery(erasureQueryOptions());
}
