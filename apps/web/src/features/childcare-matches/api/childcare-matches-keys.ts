import type { MatchSort } from '@kinderwait/contract/waitlist';

/** The matches list's query: what the screen's sort, filters and page ask the server for. */
export interface MatchesListQuery {
  page: number;
  pageSize: number;
  sort: MatchSort;
  withVacancy: boolean;
  cwelcc: boolean;
  liked: boolean;
}

/** Query keys of the matches screen's server state. */
export const childcareMatchesKeys = {
  all: ['childcare-matches'] as const,
  child: (childId: string) => [...childcareMatchesKeys.all, 'child', childId] as const,
  ticket: (childId: string) => [...childcareMatchesKeys.all, 'ticket', childId] as const,
  matchesOfChild: (childId: string) => [...childcareMatchesKeys.all, 'matches', childId] as const,
  matchesLists: (childId: string) =>
    [...childcareMatchesKeys.matchesOfChild(childId), 'list'] as const,
  matches: (childId: string, query: MatchesListQuery) =>
    [...childcareMatchesKeys.matchesLists(childId), query] as const,
  match: (childId: string, childcareProviderId: string) =>
    [...childcareMatchesKeys.matchesOfChild(childId), 'one', childcareProviderId] as const,
  policy: (providerId: string) => [...childcareMatchesKeys.all, 'policy', providerId] as const,
  surveyStatus: () => [...childcareMatchesKeys.all, 'survey-status'] as const,
};
