import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { SurveyType } from '@kinderwait/contract/surveys';
import { SurveyStatusResponse, surveysApiPaths } from '@kinderwait/contract/surveys';
import { apiPost } from '../../../api/api-requests';
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

export function useSkipSurvey({ mutationConfig }: UseSkipSurveyOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: skipSurvey });
}
