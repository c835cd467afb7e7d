/**
 * Query keys of the signed-in provider's profile and its childcare location. Shared: the profile
 * screen, the location selector, the provider's waitlist screen and home read them; proving a
 * listing claim makes that listing the profile.
 */
export const childcareProviderKeys = {
  all: ['childcare-provider'] as const,
  profile: () => [...childcareProviderKeys.all, 'profile'] as const,
  location: () => [...childcareProviderKeys.all, 'location'] as const,
};
