/**
 * Query keys of the reference catalogues (docs/product/catalogue.md#reference-catalogues). Shared
 * by every feature that shows or chooses from them (the provider profile, the child form, the
 * waitlist wizard, the matches), so one cache entry serves them all.
 */
export const cataloguesKeys = {
  all: ['catalogues'] as const,
  ageGroups: () => [...cataloguesKeys.all, 'age-groups'] as const,
  providerTypes: (waitingListTicketId?: string) =>
    [...cataloguesKeys.all, 'provider-types', waitingListTicketId ?? null] as const,
  childcareTypes: () => [...cataloguesKeys.all, 'childcare-types'] as const,
  schoolPlans: () => [...cataloguesKeys.all, 'school-plans'] as const,
  schoolPlan: (id: number) => [...cataloguesKeys.all, 'school-plans', id] as const,
  paymentOptions: (paymentOption: string) =>
    [...cataloguesKeys.all, 'payment-options', paymentOption] as const,
  languages: () => [...cataloguesKeys.all, 'languages'] as const,
};

/** Catalogues change only when an administrator edits them. */
export const catalogueStaleTimeMs = 10 * 60 * 1000;
