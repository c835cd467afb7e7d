/**
 * Query keys of the emailed "still interested?" link's page
 * (docs/product/offers.md#reconfirmation).
 */
export const waitlistConfirmationKeys = {
  all: ['waitlist-confirmation'] as const,
  link: (ticketId: string, token: string) =>
    [...waitlistConfirmationKeys.all, 'link', ticketId, token] as const,
};
