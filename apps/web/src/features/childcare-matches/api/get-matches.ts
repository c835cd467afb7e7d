import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { MatchesResponse, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import type { MatchesQuery } from '@kinderwait/contract/waitlist';
import { apiGet } from '../../../api/api-requests';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import type { MatchesListQuery } from '../../../api/waitlist/waitlist-keys';

/** The wire query: filters are sent only when on (an absent flag means "any"). */
export function matchesQueryParams(query: MatchesListQuery): MatchesQuery {
  return {
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    ...(query.withVacancy ? { withVacancy: 'true' } : {}),
    ...(query.cwelcc ? { cwelcc: 'true' } : {}),
    ...(query.liked ? { liked: 'true' } : {}),
  };
}

/**
 * GET /api/children/{childId}/waitlist/providers: one page of the providers matching the child's
 * ticket. Errors stay on the screen (`handleErrors: false`): each code has its own way forward.
 */
export function getMatches(
  childId: string,
  query: MatchesListQuery,
  signal?: AbortSignal,
): Promise<MatchesResponse> {
  return apiGet(buildUrl(waitlistApiPaths.matches, { childId }), MatchesResponse, {
    params: matchesQueryParams(query),
    signal,
    handleErrors: false,
  });
}

export function matchesQueryOptions(childId: string, query: MatchesListQuery) {
  return queryOptions({
    queryKey: waitlistKeys.matchesPage(childId, query),
    queryFn: ({ signal }) => getMatches(childId, query, signal),
    // A missing location or ticket does not fix itself by asking again.
    retry: false,
  });
}

/** The page asked for; the previous page stays on screen while the next one loads. */
export function useMatches(childId: string, query: MatchesListQuery) {
  return useQuery({ ...matchesQueryOptions(childId, query), placeholderData: keepPreviousData });
}
