import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import {
  SandboxCheckoutSession,
  sandboxCheckoutApiPaths,
} from '@kinderwait/contract/sandbox-checkout';
import { apiGet } from '../../../api/api-requests';
import { billingKeys } from './billing-keys';

/** GET /api/sandbox-checkout/{sessionId}: the order summary of the sandbox's hosted checkout. */
export function getSandboxCheckout(sessionId: string): Promise<SandboxCheckoutSession> {
  return apiGet(buildUrl(sandboxCheckoutApiPaths.session, { sessionId }), SandboxCheckoutSession, {
    handleErrors: false,
  });
}

export function sandboxCheckoutQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: billingKeys.sandboxSession(sessionId),
    queryFn: () => getSandboxCheckout(sessionId),
    // A declined card changes the session's declineCode; the page keeps what it has shown.
    staleTime: Infinity,
    retry: false,
  });
}

export function useSandboxCheckout(sessionId: string) {
  return useQuery(sandboxCheckoutQueryOptions(sessionId));
}
