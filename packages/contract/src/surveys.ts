import { z } from 'zod';
import { surveyType } from './constants.ts';
import { jsonText } from './rules/json-text.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * Surveys (docs/product/waitlist.md#surveys). The waitlist survey is offered once per parent after
 * their first childcare request; answering or skipping it ends the offer.
 */
export const surveysApiPaths = {
  /** POST: stores the answers. */
  surveys: '/api/surveys',
  /** GET: whether the survey of this type is due for the signed-in user. */
  status: '/api/surveys/{type}',
  /** POST: the user skipped the survey; it is not offered again. */
  skip: '/api/surveys/{type}/actions/skip',
} as const;

export const surveyTypes = [surveyType] as const;
export const SurveyType = z.enum(surveyTypes);
export type SurveyType = z.infer<typeof SurveyType>;

export const surveyQuestionTypes = ['text', 'radio', 'checkbox'] as const;
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];

export const surveyLimits = {
  questionsMax: 30,
  textMaxLength: 300,
  answerMaxLength: 2000,
  surveyDataMaxLength: 100_000,
} as const;

/**
 * One answered question: text, type and answer (docs/product/waitlist.md#surveys). Radio and text
 * answers are one string (dates and numbers are sent as text; a text answer may have several
 * lines); a checkbox answer is the list of ticked choices.
 */
export const SurveyAnswer = z.object({
  text: safeText(z.string().min(1).max(surveyLimits.textMaxLength)),
  type: z.enum(surveyQuestionTypes),
  answer: z.union([
    safeText(z.string().max(surveyLimits.answerMaxLength), { multiLine: true }),
    z.array(safeText(z.string().max(surveyLimits.textMaxLength))).max(surveyLimits.questionsMax),
  ]),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswer>;
export const SurveyAnswers = z.array(SurveyAnswer).min(1).max(surveyLimits.questionsMax);

export const surveysMessages = {
  surveyDataInvalid:
    'surveyData must be a JSON string of questions, each with text, type (text, radio or checkbox) and answer',
  surveyNotDue: 'This survey is not open to you yet',
} as const;

export const surveysErrorCodes = {
  /** 409: the survey is not due (no request sent yet) for this user. */
  surveyNotDue: 'survey_not_due',
} as const;

/** POST /api/surveys body: `surveyData` is the JSON string of the answers. */
export const SaveSurveyBody = z.object({
  type: SurveyType,
  surveyData: jsonText(SurveyAnswers, {
    maxLength: surveyLimits.surveyDataMaxLength,
    message: surveysMessages.surveyDataInvalid,
  }),
});
export type SaveSurveyBody = z.infer<typeof SaveSurveyBody>;

export const SurveyParams = z.object({ type: SurveyType });
export type SurveyParams = z.infer<typeof SurveyParams>;

/**
 * not_due: nothing to ask yet (no request sent); due: offer it; answered or skipped: never again.
 */
export const surveyStatuses = ['not_due', 'due', 'answered', 'skipped'] as const;
export const SurveyStatusResponse = z.object({
  type: SurveyType,
  status: z.enum(surveyStatuses),
});
export type SurveyStatusResponse = z.infer<typeof SurveyStatusResponse>;

/** The answer of POST /api/surveys. */
export const SavedSurvey = z.object({
  id: z.uuid(),
  type: SurveyType,
  createdAt: z.string(),
});
export type SavedSurvey = z.infer<typeof SavedSurvey>;

/** The questions of the waitlist survey, in order; the web shows them, the server stores answers. */
export const waitlistSurveyQuestions = [
  {
    text: 'How did you hear about KinderWait?',
    type: 'radio',
    choices: [
      'A friend or family member',
      'Search engine',
      'Social media',
      'A childcare provider',
      'Other',
    ],
  },
  {
    text: 'How long have you been looking for childcare?',
    type: 'radio',
    choices: ['Less than a month', '1 to 3 months', '3 to 6 months', 'More than 6 months'],
  },
  {
    text: 'What matters most to you in a childcare provider?',
    type: 'checkbox',
    choices: [
      'Distance from home',
      'Cost',
      'Hours',
      'Language',
      'Program and philosophy',
      'Reviews',
    ],
  },
  {
    text: 'How many waitlists had you joined before KinderWait?',
    type: 'radio',
    choices: ['None', '1 to 3', '4 to 9', '10 or more'],
  },
  { text: 'Anything we could do better?', type: 'text', choices: [] },
] as const satisfies readonly {
  text: string;
  type: SurveyQuestionType;
  choices: readonly string[];
}[];
