import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { SandboxPayBody } from '@kinderwait/contract/sandbox-checkout';
import {
  SandboxCheckoutResult,
  sandboxCheckoutApiPaths,
} from '@kinderwait/contract/sandbox-checkout';
import { apiPost } from '../../../api/api-requests';
import { refreshWhenRefused } from './refused-checkout';

export interface PaySandboxCheckoutInput {
  sessionId: string;
  card: SandboxPayBody;
}

/**
 * POST /api/sandbox-checkout/{sessionId}/pay with a test card. A decline is a 402 `card_declined`
 * that the page shows itself (`handleErrors: false`); nothing was charged. A 409
 * `already_subscribed` (the plan is held already) closed the checkout: the hook marks that
 * checkout out of date, so the page shows it closed and why.
 */
export function paySandboxCheckout({
  sessionId,
  card,
}: PaySandboxCheckoutInput): Promise<SandboxCheckoutResult> {
  return apiPost(
    buildUrl(sandboxCheckoutApiPaths.pay, { sessionId }),
    card,
    SandboxCheckoutResult,
    { handleErrors: false },
  );
}

export function usePaySandboxCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: paySandboxCheckout,
    onError: (error, { sessionId }) => refreshWhenRefused(queryClient, error, sessionId),
  });
}
