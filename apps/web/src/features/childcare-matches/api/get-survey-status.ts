import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveyType } from '@kinderwait/contract/constants';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { SurveyStatusResponse, surveysApiPaths } from '@kinderwait/contract/surveys';
import { apiGet } from '../../../api/api-requests';
import { childcareMatchesKeys } from './childcare-matches-keys';

/** GET /api/surveys/waitlist: whether the waitlist survey is due for the signed-in parent. */
export function getWaitlistSurveyStatus(signal?: AbortSignal): Promise<SurveyStatusResponse> {
  return apiGet(buildUrl(surveysApiPaths.status, { type: surveyType }), SurveyStatusResponse, {
    signal,
    handleErrors: false,
  });
}

export function waitlistSurveyStatusQueryOptions() {
  return queryOptions({
    queryKey: childcareMatchesKeys.surveyStatus(),
    queryFn: ({ signal }) => getWaitlistSurveyStatus(signal),
    // Sending a request can make it due: always ask again when the result page opens.
    staleTime: 0,
    retry: false,
  });
}

/** Asked only after something was sent (`enabled`); a failure just leaves the offer out. */
export function useWaitlistSurveyStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...waitlistSurveyStatusQueryOptions(), enabled });
}
