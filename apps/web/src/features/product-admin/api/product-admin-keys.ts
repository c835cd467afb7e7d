/** Query keys of the SuperAdmin's product editing. */
export const productAdminKeys = {
  all: ['product-admin'] as const,
  products: () => [...productAdminKeys.all, 'products'] as const,
  changes: (code: string) => [...productAdminKeys.all, 'changes', code] as const,
};
