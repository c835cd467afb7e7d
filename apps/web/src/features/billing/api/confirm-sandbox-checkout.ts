import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import {
  SandboxCheckoutResult,
  sandboxCheckoutApiPaths,
} from '@kinderwait/contract/sandbox-checkout';
import { apiPost } from '../../../api/api-requests';

/** POST /api/sandbox-checkout/{sessionId}/confirm: the second step a 3-D Secure card asks for. */
export function confirmSandboxCheckout(sessionId: string): Promise<SandboxCheckoutResult> {
  return apiPost(
    buildUrl(sandboxCheckoutApiPaths.confirm, { sessionId }),
    {},
    SandboxCheckoutResult,
    { handleErrors: false },
  );
}

export function useConfirmSandboxCheckout() {
  return useMutation({ mutationFn: confirmSandboxCheckout });
}
