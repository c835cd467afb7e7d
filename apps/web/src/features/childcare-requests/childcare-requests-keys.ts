/** Query keys of the parent's childcare requests (issue 10). */
export const childcareRequestsKeys = {
  all: ['childcare-requests'] as const,
  ofParent: (parentId: string) => [...childcareRequestsKeys.all, 'parent', parentId] as const,
  confirmation: (ticketId: string) =>
    [...childcareRequestsKeys.all, 'ticket', ticketId, 'confirmation'] as const,
  availabilityAlert: (ticketId: string) =>
    [...childcareRequestsKeys.all, 'ticket', ticketId, 'availability-alert'] as const,
};
