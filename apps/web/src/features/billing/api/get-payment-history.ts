import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { billingApiPaths, PaymentHistoryResponse } from '@kinderwait/contract/billing';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { billingKeys } from './billing-keys';

/**
 * The payment history query (docs/product/billing.md#payment-history): each parameter is sent only
 * when set.
 */
export interface PaymentHistoryPage {
  limit?: number;
  startTime?: string;
  endTime?: string;
  startFromId?: string;
}

/** GET /api/checkout/users/{userId}/sessions: newest first, a page starting at `startFromId`. */
export function getPaymentHistory(
  userId: string,
  { limit, startTime, endTime, startFromId }: PaymentHistoryPage = {},
): Promise<PaymentHistoryResponse> {
  return apiGet(
    buildUrl(
      billingApiPaths.checkoutSessions,
      { userId },
      {
        limit,
        startTime,
        endTime,
        startFromId,
      },
    ),
    PaymentHistoryResponse,
  );
}

export const paymentHistoryPageSize = 20;

/** Pages chained by `nextStartFromId` ("Load more"); the last page answers null. */
export function paymentHistoryQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: billingKeys.payments(userId),
    queryFn: ({ pageParam }) =>
      getPaymentHistory(userId, { limit: paymentHistoryPageSize, startFromId: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextStartFromId ?? undefined,
  });
}

export function usePaymentHistory(userId: string) {
  return useInfiniteQuery(paymentHistoryQueryOptions(userId));
}
