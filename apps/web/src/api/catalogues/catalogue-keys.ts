/**
 * Query keys of the reference catalogues (SPEC 7.2-7.3). Shared by every feature that shows or
 * chooses from them (the provider profile, the child form, the waitlist wizard, the matches), so
 * one cache entry serves them all.
 */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  ageGroups: () => [...catalogueKeys.all, 'age-groups'] as const,
  providerTypes: (waitingListTicketId?: string) =>
    [...catalogueKeys.all, 'provider-types', waitingListTicketId ?? null] as const,
  childcareTypes: () => [...catalogueKeys.all, 'childcare-types'] as const,
  schoolPlans: () => [...catalogueKeys.all, 'school-plans'] as const,
  schoolPlan: (id: number) => [...catalogueKeys.all, 'school-plans', id] as const,
  paymentOptions: (paymentOption: string) =>
    [...catalogueKeys.all, 'payment-options', paymentOption] as const,
  languages: () => [...catalogueKeys.all, 'languages'] as const,
};

/** Catalogues change only when an administrator edits them. */
export const catalogueStaleTimeMs = 10 * 60 * 1000;
