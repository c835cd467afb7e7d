import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { SurveyType } from '@kinderwait/contract/surveys';
import { SurveyStatusResponse, surveysApiPaths } from '@kinderwait/contract/surveys';
import { apiPost } from '../../../api/api-requests';
import { surveyStatusQueryOptions } from '../../../api/surveys/get-survey-status';
import type { MutationConfig } from '../../../lib/query-client';

/** POST /api/surveys/{type}/actions/skip: the survey is not offered again. */
export function skipSurvey(type: SurveyType): Promise<SurveyStatusResponse> {
  return apiPost(buildUrl(surveysApiPaths.skip, { type }), {}, SurveyStatusResponse, {
    handleErrors: false,
  });
}

export interface UseSkipSurveyOptions {
  mutationConfig?: MutationConfig<SurveyStatusResponse, SurveyType>;
}

/** Skipping: the answer (skipped) becomes the survey's status, then the caller's `onSuccess`. */
export function useSkipSurvey({ mutationConfig }: UseSkipSurveyOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      const [status, type] = args;
      queryClient.setQueryData(surveyStatusQueryOptions(type).queryKey, status);
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: skipSurvey,
  });
}
