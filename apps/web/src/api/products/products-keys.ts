/**
 * Query keys of what is sold (GET /api/products). Shared: billing and broadcast (a broadcast's
 * price) show the products, the product administration changes their prices.
 */
export const productsKeys = {
  all: ['products'] as const,
  /** Products answer for the role sent with the request, so the role is part of the key. */
  forRole: (roleId: number | undefined) => [...productsKeys.all, roleId ?? 0] as const,
};
