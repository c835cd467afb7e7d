/** Query keys of the user profile's server state. */
export const userProfileKeys = {
  all: ['user-profile'] as const,
  user: (userId: string) => [...userProfileKeys.all, 'user', userId] as const,
};
