import { surveyType } from '@kinderwait/contract/constants';
import type {
  SaveSurveyBody,
  SurveyAnswer,
  SurveyQuestionType,
} from '@kinderwait/contract/surveys';

export interface SurveyQuestion {
  text: string;
  type: SurveyQuestionType;
  choices: readonly string[];
}

/**
 * What the parent has chosen or typed, by question: the chosen choice ('' for none) for a radio,
 * the ticked choices for a checkbox, the text typed for a text question.
 */
export type SurveyValue = string | readonly string[];

export function emptyValues(questions: readonly SurveyQuestion[]): SurveyValue[] {
  return questions.map((question) => (question.type === 'checkbox' ? [] : ''));
}

/**
 * The survey's answers (docs/product/waitlist.md#surveys): every question in order with its text,
 * type and answer. A checkbox answer lists the ticked choices in the order the question shows them;
 * text is trimmed; a question left alone is sent with an empty answer ('' or []), so the stored
 * survey says what was asked.
 */
export function surveyAnswers(
  questions: readonly SurveyQuestion[],
  values: readonly SurveyValue[],
): SurveyAnswer[] {
  return questions.map((question, index) => {
    const value = values[index];
    if (question.type === 'checkbox') {
      const ticked = Array.isArray(value) ? value : [];
      return {
        text: question.text,
        type: question.type,
        answer: question.choices.filter((choice) => ticked.includes(choice)),
      };
    }
    return {
      text: question.text,
      type: question.type,
      answer: typeof value === 'string' ? value.trim() : '',
    };
  });
}

/** True when at least one question has an answer. */
export function hasAnyAnswer(answers: readonly SurveyAnswer[]): boolean {
  return answers.some((answer) =>
    Array.isArray(answer.answer) ? answer.answer.length > 0 : answer.answer !== '',
  );
}

/** POST /api/surveys body: surveyData is the answers' JSON string. */
export function saveSurveyBody(answers: readonly SurveyAnswer[]): SaveSurveyBody {
  return { type: surveyType, surveyData: JSON.stringify(answers) };
}
