import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import {
  SandboxCheckoutResult,
  sandboxCheckoutApiPaths,
} from '@kinderwait/contract/sandbox-checkout';
import { apiPost } from '../../../api/api-requests';

/** POST /api/sandbox-checkout/{sessionId}/cancel: nothing is charged; the answer has cancelUrl. */
export function cancelSandboxCheckout(sessionId: string): Promise<SandboxCheckoutResult> {
  return apiPost(
    buildUrl(sandboxCheckoutApiPaths.cancel, { sessionId }),
    {},
    SandboxCheckoutResult,
    { handleErrors: false },
  );
}

export function useCancelSandboxCheckout() {
  return useMutation({ mutationFn: cancelSandboxCheckout });
}
