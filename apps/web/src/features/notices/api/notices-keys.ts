/** Query keys of the signed-in user's in-app notices (docs/product/offers.md#in-app-notices). */
export const noticesKeys = {
  all: ['notices'] as const,
  list: () => [...noticesKeys.all, 'list'] as const,
};
