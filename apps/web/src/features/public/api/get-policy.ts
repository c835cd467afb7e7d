import type { PolicyId } from '@kinderwait/contract/policies';
import { policiesApiPaths, PolicyResponse } from '@kinderwait/contract/policies';
import { apiGet } from '../../../api/api-requests';

/**
 * GET /policies/getPolicy?id= (SPEC 7.1). Errors stay on the page (`handleErrors: false`) so the
 * policy page can offer a retry instead of leaving for the error screen.
 */
export function getPolicy(id: PolicyId, signal?: AbortSignal): Promise<PolicyResponse> {
  return apiGet(policiesApiPaths.getPolicy, PolicyResponse, {
    params: { id },
    handleErrors: false,
    signal,
  });
}

export type PolicyFetcher = typeof getPolicy;
