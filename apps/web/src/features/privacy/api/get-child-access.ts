import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChildAccessResponse, privacyApiPaths } from '@kinderwait/contract/privacy';
import { apiGet } from '../../../api/api-requests';
import { privacyKeys } from './privacy-keys';

/** GET /api/privacy/child-access: who saw or changed each child's information. */
export function getChildAccess(signal?: AbortSignal): Promise<ChildAccessResponse> {
  return apiGet(privacyApiPaths.childAccess, ChildAccessResponse, { signal, handleErrors: false });
}

export function childAccessQueryOptions() {
  return queryOptions({
    queryKey: privacyKeys.childAccess(),
    queryFn: ({ signal }) => getChildAccess(signal),
  });
}

export function useChildAccess(enabled: boolean) {
  return useQuery({ ...childAccessQueryOptions(), enabled });
}
