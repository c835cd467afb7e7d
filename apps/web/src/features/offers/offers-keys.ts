/** Query keys of the emailed offer link's page (issue 11). */
export const offersKeys = {
  all: ['offers'] as const,
  link: (offerId: string, token: string) => [...offersKeys.all, 'link', offerId, token] as const,
};
