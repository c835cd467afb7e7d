/** Query keys of the signed-in user's in-app notices (issue 11). */
export const noticesKeys = {
  all: ['notices'] as const,
  list: () => [...noticesKeys.all, 'list'] as const,
};
