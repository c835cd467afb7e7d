import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import type { VerifyClaimBody } from '@kinderwait/contract/listing-claims';
import { listingClaimsApiPaths } from '@kinderwait/contract/listing-claims';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { childcareProviderKeys } from '../../../api/childcare-provider/childcare-provider-keys';
import type { MutationConfig } from '../../../lib/query-client';
import { listingClaimsKeys } from './listing-claims-keys';

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
 * Proving the code. The searches are dropped, as this centre is now claimed, and so is the cached
 * provider profile and its location (dropped, not only marked stale: the listing is the profile
 * now, and the profile's forms take their values when they first mount). Then the caller's
 * `onSuccess`.
 */
export function useVerifyClaim({
  mutationConfig,
}: { mutationConfig?: MutationConfig<ChildcareProviderProfile, VerifyClaimInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: listingClaimsKeys.all });
      queryClient.removeQueries({ queryKey: childcareProviderKeys.all });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: verifyClaim,
  });
}
