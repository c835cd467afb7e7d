import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import type { VerifyClaimBody } from '@kinderwait/contract/listing-claims';
import { listingClaimsApiPaths } from '@kinderwait/contract/listing-claims';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { listingClaimsKeys } from './search-listings';

export interface VerifyClaimInput {
  claimId: string;
  body: VerifyClaimBody;
}

/** POST .../claims/{claimId}/actions/verify: the code; answers the profile the listing became. */
export function verifyClaim({
  claimId,
  body,
}: VerifyClaimInput): Promise<ChildcareProviderProfile> {
  return apiPost(
    buildUrl(listingClaimsApiPaths.verify, { claimId }),
    body,
    ChildcareProviderProfile,
    {
      handleErrors: false,
    },
  );
}

/**
 * Proving the code. The searches are dropped, as this centre is now claimed; the caller drops
 * its own copies of the profile (the listing is the profile now).
 */
export function useVerifyClaim({
  mutationConfig,
}: { mutationConfig?: MutationConfig<ChildcareProviderProfile, VerifyClaimInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: listingClaimsKeys.all });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: verifyClaim,
  });
}
