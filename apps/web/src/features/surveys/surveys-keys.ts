import type { SurveyType } from '@kinderwait/contract/surveys';

/** Query keys of surveys: whether a survey is due for the signed-in user. */
export const surveysKeys = {
  all: ['surveys'] as const,
  status: (type: SurveyType) => [...surveysKeys.all, 'status', type] as const,
};
