import type { FiltersBody, MatchSort } from '@kinderwait/contract/waitlist';

/** The matches list's query: what the screen's sort, filters and page ask the server for. */
export interface MatchesListQuery {
  page: number;
  pageSize: number;
  sort: MatchSort;
  withVacancy: boolean;
  cwelcc: boolean;
  liked: boolean;
}

/**
 * Query keys of the parent's waitlist: each child's ticket, the providers matching it (the
 * matches screen's pages and single matches, the wizard's counts) and the parent's requests.
 * Shared: the wizard, the matches, the requests, the children screens and home read them, and each
 * other's saves change them (a ticket's filters, a child's or the parent's location, a request
 * sent, withdrawn or answered).
 */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  ticket: (childId: string) => [...waitlistKeys.all, 'ticket', childId] as const,
  /** Every child's matches: they follow where the child lives and what its ticket asks. */
  matches: () => [...waitlistKeys.all, 'matches'] as const,
  matchesOfChild: (childId: string) => [...waitlistKeys.matches(), childId] as const,
  matchesLists: (childId: string) => [...waitlistKeys.matchesOfChild(childId), 'list'] as const,
  matchesPage: (childId: string, query: MatchesListQuery) =>
    [...waitlistKeys.matchesLists(childId), query] as const,
  match: (childId: string, childcareProviderId: string) =>
    [...waitlistKeys.matchesOfChild(childId), 'one', childcareProviderId] as const,
  /**
   * The wizard's counts of matching providers, apart from the matches: a saved ticket does not
   * change what a set of choices matches, so saving one does not ask the open count again.
   */
  matchCounts: () => [...waitlistKeys.all, 'match-count'] as const,
  matchCountsOfChild: (childId: string) => [...waitlistKeys.matchCounts(), childId] as const,
  /** `null` while the choices are not yet enough to count. */
  matchCount: (childId: string, body: FiltersBody | undefined) =>
    [...waitlistKeys.matchCountsOfChild(childId), body ?? null] as const,
  parentRequests: () => [...waitlistKeys.all, 'parent-requests'] as const,
  requestsOfParent: (parentId: string) => [...waitlistKeys.parentRequests(), parentId] as const,
};
