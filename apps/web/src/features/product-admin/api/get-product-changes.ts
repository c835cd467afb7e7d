import { queryOptions, useQuery } from '@tanstack/react-query';
import { productAdminApiPaths, ProductChangesResponse } from '@kinderwait/contract/billing';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { productAdminKeys } from './product-admin-keys';

/** GET /api/admin/products/{code}/changes: who changed the product, when and what, newest first. */
export function getProductChanges(code: string): Promise<ProductChangesResponse> {
  return apiGet(buildUrl(productAdminApiPaths.productChanges, { code }), ProductChangesResponse);
}

export function productChangesQueryOptions(code: string) {
  return queryOptions({
    queryKey: productAdminKeys.changes(code),
    queryFn: () => getProductChanges(code),
  });
}

export function useProductChanges(code: string) {
  return useQuery(productChangesQueryOptions(code));
}
