/** Query keys of the listing claim: the listings a search found. */
export const listingClaimsKeys = {
  all: ['listing-claims'] as const,
  search: (search: string) => [...listingClaimsKeys.all, 'search', search] as const,
};
