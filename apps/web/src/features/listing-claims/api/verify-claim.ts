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
 * Proving the code. The searches are dropped, as this centre is now claimed. The answer is the
 * profile the listing became: it replaces the cached profile (a screen showing it keeps its place
 * and its unsaved parts; untouched parts show the answer), and the location is dropped, to be read
 * afresh. Then the caller's `onSuccess`.
 */
export function useVerifyClaim({
  mutationConfig,
}: { mutationConfig?: MutationConfig<ChildcareProviderProfile, VerifyClaimInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: listingClaimsKeys.all });
      queryClient.setQueryData(childcareProviderKeys.profile(), args[0]);
      queryClient.removeQueries({ queryKey: childcareProviderKeys.location() });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: verifyClaim,
  });
}
