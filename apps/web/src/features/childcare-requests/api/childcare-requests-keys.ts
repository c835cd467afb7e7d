/**
 * Query keys of the requests screen's own server state: each ticket's "still interested?" state
 * and availability alert. The parent's requests themselves are a shared resource
 * (src/api/waitlist): sending them is the matches screen's.
 */
export const childcareRequestsKeys = {
  all: ['childcare-requests'] as const,
  confirmation: (ticketId: string) =>
    [...childcareRequestsKeys.all, 'ticket', ticketId, 'confirmation'] as const,
  availabilityAlert: (ticketId: string) =>
    [...childcareRequestsKeys.all, 'ticket', ticketId, 'availability-alert'] as const,
};
