import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import {
  SandboxCheckoutResult,
  sandboxCheckoutApiPaths,
} from '@kinderwait/contract/sandbox-checkout';
import { apiPost } from '../../../api/api-requests';

export interface PaySandboxCheckoutInput {
  sessionId: string;
  cardNumber: string;
}

/**
 * POST /api/sandbox-checkout/{sessionId}/pay with a test card. A decline is a 402 `card_declined`
 * that the page shows itself (`handleErrors: false`); nothing was charged.
 */
export function paySandboxCheckout({
  sessionId,
  cardNumber,
}: PaySandboxCheckoutInput): Promise<SandboxCheckoutResult> {
  return apiPost(
    buildUrl(sandboxCheckoutApiPaths.pay, { sessionId }),
    { cardNumber },
    SandboxCheckoutResult,
    { handleErrors: false },
  );
}

export function usePaySandboxCheckout() {
  return useMutation({ mutationFn: paySandboxCheckout });
}
