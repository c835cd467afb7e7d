import type { SurveyType } from '@kinderwait/contract/surveys';

/**
 * Query keys of surveys: whether a survey is due for the signed-in user. Shared: the survey page
 * reads and answers it, the sending result offers it once a send made it due.
 */
export const surveysKeys = {
  all: ['surveys'] as const,
  status: (type: SurveyType) => [...surveysKeys.all, 'status', type] as const,
};
