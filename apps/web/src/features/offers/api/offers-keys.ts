/** Query keys of the emailed offer link's page (docs/product/offers.md#answering-an-offer). */
export const offersKeys = {
  all: ['offers'] as const,
  link: (offerId: string, token: string) => [...offersKeys.all, 'link', offerId, token] as const,
};
