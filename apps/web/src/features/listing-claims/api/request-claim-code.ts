import { useMutation } from '@tanstack/react-query';
import type { RequestClaimCodeBody } from '@kinderwait/contract/listing-claims';
import { ClaimCodeSent, listingClaimsApiPaths } from '@kinderwait/contract/listing-claims';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';

export interface RequestClaimCodeInput {
  listingId: string;
  body: RequestClaimCodeBody;
}

/** POST .../listings/{listingId}/claims: sends a new six-digit code by text or by a call. */
export function requestClaimCode({
  listingId,
  body,
}: RequestClaimCodeInput): Promise<ClaimCodeSent> {
  return apiPost(buildUrl(listingClaimsApiPaths.claims, { listingId }), body, ClaimCodeSent, {
    handleErrors: false,
  });
}

export function useRequestClaimCode() {
  return useMutation({ mutationFn: requestClaimCode });
}
