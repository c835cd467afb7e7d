/** Query keys of the user's own data: archives, the deletion, the children's access record. */
export const privacyKeys = {
  all: ['privacy'] as const,
  latestExport: () => [...privacyKeys.all, 'latest-export'] as const,
  erasure: () => [...privacyKeys.all, 'erasure'] as const,
  childAccess: () => [...privacyKeys.all, 'child-access'] as const,
};
