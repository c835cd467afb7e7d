import { describe, expect, test } from 'vitest';
import { SaveSurveyBody, waitlistSurveyQuestions } from '@kinderwait/contract/surveys';
import { emptyValues, hasAnyAnswer, saveSurveyBody, surveyAnswers } from './survey-answers';

describe('the survey payload', () => {
  test('every question is sent in order with text, type and answer; ticks follow the choices’ order', () => {
    const values = emptyValues(waitlistSurveyQuestions);
    values[0] = 'Search engine';
    values[2] = ['Reviews', 'Distance from home'];
    values[4] = '  More evening care, please \n';
    const answers = surveyAnswers(waitlistSurveyQuestions, values);
    expect(answers).toEqual([
      { text: 'How did you hear about KinderWait?', type: 'radio', answer: 'Search engine' },
      { text: 'How long have you been looking for childcare?', type: 'radio', answer: '' },
      {
        text: 'What matters most to you in a childcare provider?',
        type: 'checkbox',
        answer: ['Distance from home', 'Reviews'],
      },
      { text: 'How many waitlists had you joined before KinderWait?', type: 'radio', answer: '' },
      { text: 'Anything we could do better?', type: 'text', answer: 'More evening care, please' },
    ]);
    expect(hasAnyAnswer(answers)).toBe(true);

    const body = saveSurveyBody(answers);
    expect(body.type).toBe('waitlist');
    expect(typeof body.surveyData).toBe('string');
    expect(JSON.parse(body.surveyData)).toEqual(answers);
    expect(SaveSurveyBody.safeParse(body).success).toBe(true);
  });

  test('a survey with nothing chosen or typed (blanks only) has no answer', () => {
    const values = emptyValues(waitlistSurveyQuestions);
    values[4] = '   ';
    expect(hasAnyAnswer(surveyAnswers(waitlistSurveyQuestions, values))).toBe(false);
  });
});
