/** Query keys of onboarding's server state. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  selectableRoles: () => [...onboardingKeys.all, 'selectable-roles'] as const,
  progress: () => [...onboardingKeys.all, 'progress'] as const,
};
