/**
 * Query keys of the signed-in user's saved location. Shared: the location selector reads and
 * saves it, and the child form names it as the address a child follows.
 */
export const userLocationKeys = {
  all: ['user-location'] as const,
  location: () => [...userLocationKeys.all, 'location'] as const,
};
