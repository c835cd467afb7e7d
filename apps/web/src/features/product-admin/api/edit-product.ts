import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductsResponse, EditProductBody } from '@kinderwait/contract/billing';
import { AdminProduct, productAdminApiPaths } from '@kinderwait/contract/billing';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPatch } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { productsKeys } from '../../../api/products/products-keys';
import { productAdminKeys } from './product-admin-keys';

export interface EditProductVariables {
  code: string;
  body: EditProductBody;
}

/**
 * PATCH /api/admin/products/{code}: only the fields that change. Errors stay on the screen
 * (`handleErrors: false`), so a 400 shows beside its field and nothing typed is lost.
 */
export function editProduct({ code, body }: EditProductVariables): Promise<AdminProduct> {
  return apiPatch(buildUrl(productAdminApiPaths.product, { code }), body, AdminProduct, {
    handleErrors: false,
  });
}

export interface UseEditProductOptions {
  mutationConfig?: MutationConfig<AdminProduct, EditProductVariables>;
}

/**
 * Saving a product: the list shows the answer at once; its change history and what billing shows
 * for sale (the plans screen's prices) are asked again; then the caller's `onSuccess`.
 */
export function useEditProduct({ mutationConfig }: UseEditProductOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      const [saved] = args;
      queryClient.setQueryData<AdminProductsResponse>(productAdminKeys.products(), (list) =>
        list === undefined
          ? list
          : {
              ...list,
              items: list.items.map((item) => (item.code === saved.code ? saved : item)),
            },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productAdminKeys.changes(saved.code) }),
        queryClient.invalidateQueries({ queryKey: productsKeys.all }),
      ]);
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: editProduct,
  });
}
