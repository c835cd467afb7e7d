import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApiPaths, Receipt } from '@kinderwait/contract/billing';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { billingKeys } from './billing-keys';

/** GET /api/checkout/users/{userId}/sessions/{sessionId}: one payment's receipt. */
export function getReceipt(userId: string, sessionId: string): Promise<Receipt> {
  return apiGet(buildUrl(billingApiPaths.checkoutSession, { userId, sessionId }), Receipt);
}

export function receiptQueryOptions(userId: string, sessionId: string) {
  return queryOptions({
    queryKey: billingKeys.receipt(userId, sessionId),
    queryFn: () => getReceipt(userId, sessionId),
  });
}

export function useReceipt(userId: string, sessionId: string | undefined) {
  return useQuery({
    ...receiptQueryOptions(userId, sessionId ?? ''),
    enabled: sessionId !== undefined,
  });
}
