import type { FiltersBody } from '@kinderwait/contract/waitlist';

/** Query keys of the waitlist wizard. */
export const wizardKeys = {
  all: ['waitlist-wizard'] as const,
  child: (childId: string) => [...wizardKeys.all, 'child', childId] as const,
  ticket: (childId: string) => [...wizardKeys.all, 'ticket', childId] as const,
  matchCount: (childId: string, body: FiltersBody) =>
    [...wizardKeys.all, 'match-count', childId, body] as const,
};
