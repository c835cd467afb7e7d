/** Query keys of the provider profile's server state. */
export const childcareProviderKeys = {
  all: ['childcare-provider'] as const,
  profile: () => [...childcareProviderKeys.all, 'profile'] as const,
  location: () => [...childcareProviderKeys.all, 'location'] as const,
};
