import type { waitlistSurveyQuestions } from '@kinderwait/contract/surveys';
import type { FeatureMessages } from '../../../lib/i18n/use-messages';
import type { SurveysKey } from '../surveys-messages';

type WaitlistQuestion = (typeof waitlistSurveyQuestions)[number];
/** Every question's and choice's English words, as the contract fixes them. */
type SurveyText = WaitlistQuestion['text'] | WaitlistQuestion['choices'][number];

/*
 * The contract's questions and choices to their keys: shown in the parent's language, while the
 * answers keep the contract's English words, so stored surveys read the same in any language.
 * Typed by the contract's words, so a new question or choice without words fails to compile.
 */
const surveyTextKeys: Record<SurveyText, SurveysKey> = {
  'How did you hear about KinderWait?': 'questionHeard',
  'A friend or family member': 'heardFriend',
  'Search engine': 'heardSearch',
  'Social media': 'heardSocial',
  'A childcare provider': 'heardProvider',
  Other: 'heardOther',
  'How long have you been looking for childcare?': 'questionLooking',
  'Less than a month': 'lookingUnderMonth',
  '1 to 3 months': 'lookingOneToThree',
  '3 to 6 months': 'lookingThreeToSix',
  'More than 6 months': 'lookingOverSix',
  'What matters most to you in a childcare provider?': 'questionMatters',
  'Distance from home': 'mattersDistance',
  Cost: 'mattersCost',
  Hours: 'mattersHours',
  Language: 'mattersLanguage',
  'Program and philosophy': 'mattersProgram',
  Reviews: 'mattersReviews',
  'How many waitlists had you joined before KinderWait?': 'questionWaitlists',
  None: 'waitlistsNone',
  '1 to 3': 'waitlistsOneToThree',
  '4 to 9': 'waitlistsFourToNine',
  '10 or more': 'waitlistsTenOrMore',
  'Anything we could do better?': 'questionBetter',
};

function isSurveyText(text: string): text is SurveyText {
  return Object.hasOwn(surveyTextKeys, text);
}

/** A question's or choice's words in the active language; a text we have no words for as it is. */
export function surveyTextWords({ t }: FeatureMessages<SurveysKey>, text: string): string {
  return isSurveyText(text) ? t(surveyTextKeys[text]) : text;
}
