/** Query keys of the user location's server state. */
export const userLocationKeys = {
  all: ['user-location'] as const,
  location: () => [...userLocationKeys.all, 'location'] as const,
};
