import { queryOptions, useQuery } from '@tanstack/react-query';
import { LatestExportResponse, privacyApiPaths } from '@kinderwait/contract/privacy';
import { apiGet } from '../../../api/api-requests';
import { privacyKeys } from './privacy-keys';

/** How often the profile asks again while an archive is being built. */
export const exportPollMs = 3_000;

/** GET /api/privacy/exports: the newest archive and its progress (docs/product/privacy.md). */
export function getLatestExport(signal?: AbortSignal): Promise<LatestExportResponse> {
  return apiGet(privacyApiPaths.exports, LatestExportResponse, { signal, handleErrors: false });
}

export function latestExportQueryOptions() {
  return queryOptions({
    queryKey: privacyKeys.latestExport(),
    queryFn: ({ signal }) => getLatestExport(signal),
    // Asked again while the job builds it, so the page shows it ready without a reload.
    refetchInterval: (query) =>
      query.state.data?.export?.status === 'queued' ? exportPollMs : false,
  });
}

export function useLatestExport() {
  return useQuery(latestExportQueryOptions());
}
