import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErasureStatus, privacyApiPaths } from '@kinderwait/contract/privacy';
import { apiPost } from '../../../api/api-requests';
import { privacyKeys } from './privacy-keys';

/** POST /api/privacy/erasure: emails the link that confirms deleting the account. */
export function requestErasure(): Promise<ErasureStatus> {
  return apiPost(privacyApiPaths.erasure, undefined, ErasureStatus, { handleErrors: false });
}

/** Asking to delete the account: the answer replaces the cached deletion status. */
export function useRequestErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestErasure,
    onSuccess: (status) => {
      client.setQueryData(privacyKeys.erasure(), status);
    },
  });
}
