import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyId } from '@kinderwait/contract/policies';
import { policiesApiPaths, PolicyResponse } from '@kinderwait/contract/policies';
import { apiGet } from '../../../api/api-requests';
import { queryClient } from '../../../lib/query-client';
import { publicKeys } from './public-keys';

/**
 * GET /policies/getPolicy?id= (docs/product/public-site.md#policies). Errors stay on the page
 * (`handleErrors: false`) so the policy page can offer a retry instead of leaving for the error
 * screen.
 */
export function getPolicy(id: PolicyId, signal?: AbortSignal): Promise<PolicyResponse> {
  return apiGet(policiesApiPaths.getPolicy, PolicyResponse, {
    params: { id },
    handleErrors: false,
    signal,
  });
}

/** A policy text changes with a release, not while someone reads: fresh for an hour. */
export function policyQueryOptions(id: PolicyId) {
  return queryOptions({
    queryKey: publicKeys.policy(id),
    // Aborted when nobody shows the policy any more (the visitor left before it arrived).
    queryFn: ({ signal }) => getPolicy(id, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function usePolicy(id: PolicyId) {
  return useQuery(policyQueryOptions(id));
}

/** Loads a policy into the cache ahead of its page; a failure is left to the page to show. */
export function prefetchPolicy(id: PolicyId): Promise<void> {
  return queryClient.query(policyQueryOptions(id)).then(
    () => undefined,
    () => undefined,
  );
}
