import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataExport, privacyApiPaths } from '@kinderwait/contract/privacy';
import { apiPost } from '../../../api/api-requests';
import { privacyKeys } from './privacy-keys';

/** POST /api/privacy/exports: asks for a new archive (answered queued). */
export function requestExport(): Promise<DataExport> {
  return apiPost(privacyApiPaths.exports, undefined, DataExport, { handleErrors: false });
}

/** Asking for an archive: the answer replaces the cached newest archive (which then polls). */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: (created) => {
      client.setQueryData(privacyKeys.latestExport(), { export: created });
    },
  });
}
