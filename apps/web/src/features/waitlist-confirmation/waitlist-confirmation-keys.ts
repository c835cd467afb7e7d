/** Query keys of the emailed "still interested?" link's page (issue 11). */
export const waitlistConfirmationKeys = {
  all: ['waitlist-confirmation'] as const,
  link: (ticketId: string, token: string) =>
    [...waitlistConfirmationKeys.all, 'link', ticketId, token] as const,
};
