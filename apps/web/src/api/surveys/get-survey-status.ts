import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { SurveyType } from '@kinderwait/contract/surveys';
import { SurveyStatusResponse, surveysApiPaths } from '@kinderwait/contract/surveys';
import { apiGet } from '../api-requests';
import { surveysKeys } from './surveys-keys';

/** GET /api/surveys/{type}: not_due, due, answered or skipped for the signed-in user. */
export function getSurveyStatus(
  type: SurveyType,
  signal?: AbortSignal,
): Promise<SurveyStatusResponse> {
  return apiGet(buildUrl(surveysApiPaths.status, { type }), SurveyStatusResponse, {
    signal,
    handleErrors: false,
  });
}

/**
 * Asked each time a screen showing it opens: a first request sent, or an answer given on another
 * device, changes it.
 */
export function surveyStatusQueryOptions(type: SurveyType) {
  return queryOptions({
    queryKey: surveysKeys.status(type),
    queryFn: ({ signal }) => getSurveyStatus(type, signal),
    staleTime: 0,
  });
}

/** Nothing is asked while `enabled` is false (the sending result: only once something was sent). */
export function useSurveyStatus(type: SurveyType, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...surveyStatusQueryOptions(type), enabled });
}
