import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSurveyBody } from '@kinderwait/contract/surveys';
import { SavedSurvey, surveysApiPaths } from '@kinderwait/contract/surveys';
import { apiPost } from '../../../api/api-requests';
import { surveyStatusQueryOptions } from '../../../api/surveys/get-survey-status';
import type { MutationConfig } from '../../../lib/query-client';

/**
 * POST /api/surveys with `{ type, surveyData }`, surveyData the JSON string of the answers
 * (docs/product/waitlist.md#surveys). The form shows a failure itself, so errors only reject.
 */
export function saveSurvey(body: SaveSurveyBody): Promise<SavedSurvey> {
  return apiPost(surveysApiPaths.surveys, body, SavedSurvey, { handleErrors: false });
}

export interface UseSaveSurveyOptions {
  mutationConfig?: MutationConfig<SavedSurvey, SaveSurveyBody>;
}

/**
 * Answering: the survey's status is asked again (no longer due, so the sending result stops
 * offering it), then the caller's `onSuccess`.
 */
export function useSaveSurvey({ mutationConfig }: UseSaveSurveyOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      const [, { type }] = args;
      void queryClient.invalidateQueries({ queryKey: surveyStatusQueryOptions(type).queryKey });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: saveSurvey,
  });
}
