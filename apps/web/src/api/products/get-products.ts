import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApiPaths, ProductsResponse } from '@kinderwait/contract/billing';
import { apiGet } from '../api-requests';
import { productsKeys } from './products-keys';

/** GET /api/products: every product, priced, with `available` for the role the request carries. */
export function getProducts(): Promise<ProductsResponse> {
  return apiGet(billingApiPaths.products, ProductsResponse);
}

export function productsQueryOptions(roleId: number | undefined) {
  return queryOptions({
    queryKey: productsKeys.forRole(roleId),
    queryFn: getProducts,
  });
}

export function useProducts(roleId: number | undefined) {
  return useQuery(productsQueryOptions(roleId));
}
