import type { PolicyId } from '@kinderwait/contract/policies';

/** Query keys of the public site's server state. */
export const publicKeys = {
  all: ['public'] as const,
  policy: (id: PolicyId) => [...publicKeys.all, 'policy', id] as const,
};
