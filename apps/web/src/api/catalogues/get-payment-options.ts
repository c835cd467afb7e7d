import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentOption } from '@kinderwait/contract/constants';
import { cataloguesApiPaths, PaymentOptionsResponse } from '@kinderwait/contract/catalogues';
import { apiGet } from '../api-requests';
import { cataloguesKeys, catalogueStaleTimeMs } from './catalogues-keys';

/** GET /api/payment-options?paymentOption=Daily|Hourly: the fee brackets of that option. */
export function paymentOptionsQueryOptions(paymentOption: PaymentOption) {
  return queryOptions({
    queryKey: cataloguesKeys.paymentOptions(paymentOption),
    queryFn: async ({ signal }) =>
      (
        await apiGet(cataloguesApiPaths.paymentOptions, PaymentOptionsResponse, {
          signal,
          params: { paymentOption },
        })
      ).items,
    staleTime: catalogueStaleTimeMs,
  });
}

export function usePaymentOptions(paymentOption: PaymentOption) {
  return useQuery(paymentOptionsQueryOptions(paymentOption));
}
