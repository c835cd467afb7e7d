import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminProductsResponse, productAdminApiPaths } from '@kinderwait/contract/billing';
import { apiGet } from '../../../api/api-requests';
import { productAdminKeys } from './product-admin-keys';

/** GET /api/admin/products: every product, on sale or not (product.manage). */
export function getAdminProducts(): Promise<AdminProductsResponse> {
  return apiGet(productAdminApiPaths.products, AdminProductsResponse);
}

export function adminProductsQueryOptions() {
  return queryOptions({ queryKey: productAdminKeys.products(), queryFn: getAdminProducts });
}

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
