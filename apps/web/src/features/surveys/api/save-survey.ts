import { useMutation } from '@tanstack/react-query';
import type { SaveSurveyBody } from '@kinderwait/contract/surveys';
import { SavedSurvey, surveysApiPaths } from '@kinderwait/contract/surveys';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';

/**
 * POST /api/surveys with `{ type, surveyData }`, surveyData the JSON string of the answers
 * (SPEC 3). The form shows a failure itself, so errors only reject.
 */
export function saveSurvey(body: SaveSurveyBody): Promise<SavedSurvey> {
  return apiPost(surveysApiPaths.surveys, body, SavedSurvey, { handleErrors: false });
}

export interface UseSaveSurveyOptions {
  mutationConfig?: MutationConfig<SavedSurvey, SaveSurveyBody>;
}

/**
 * The survey's status is not rewritten in the cache here: the screen that answered shows its
 * thanks, and the status is asked again whenever the resolver opens.
 */
export function useSaveSurvey({ mutationConfig }: UseSaveSurveyOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: saveSurvey });
}
