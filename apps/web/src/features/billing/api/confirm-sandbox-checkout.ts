import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import {
  SandboxCheckoutResult,
  sandboxCheckoutApiPaths,
} from '@kinderwait/contract/sandbox-checkout';
import { apiPost } from '../../../api/api-requests';
import { refreshWhenRefused } from './refused-checkout';

/**
 * POST /api/sandbox-checkout/{sessionId}/confirm: the second step a 3-D Secure card asks for.
 * Like paying, a 409 `already_subscribed` marks the checkout out of date (it was closed).
 */
export function confirmSandboxCheckout(sessionId: string): Promise<SandboxCheckoutResult> {
  return apiPost(
    buildUrl(sandboxCheckoutApiPaths.confirm, { sessionId }),
    {},
    SandboxCheckoutResult,
    { handleErrors: false },
  );
}

export function useConfirmSandboxCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSandboxCheckout,
    onError: (error, sessionId) => refreshWhenRefused(queryClient, error, sessionId),
  });
}
