/**
 * Query keys of the signed-in provider's profile and its childcare location. Shared: the profile
 * screen and the location selector read them; proving a listing claim makes that listing the
 * profile.
 */
export const childcareProviderKeys = {
  all: ['childcare-provider'] as const,
  profile: () => [...childcareProviderKeys.all, 'profile'] as const,
  location: () => [...childcareProviderKeys.all, 'location'] as const,
};
