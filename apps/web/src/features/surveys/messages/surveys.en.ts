/**
 * The waitlist survey's words in English (ICU messages, docs/decisions/i18n.md#the-recipe). The
 * other languages' files have exactly these keys. The questions and choices are the contract's
 * `waitlistSurveyQuestions`, word for word (the survey page's test compares them): answers are
 * stored in these English words whatever the language shown.
 */
export default {
  pageTitle: 'A few questions',
  pageDescription: 'A short survey about your childcare search.',
  loading: 'Loading the survey',
  loadFailed: 'We could not load the survey.',
  retry: 'Try again',
  continueToRequests: 'Go to your childcare requests',
  title: 'Help us help Toronto families',
  intro:
    'Your requests are on their way. Five short questions about your search: answer as many as you like, we ask only once.',
  textHint: '{length} / {max} characters',
  submit: 'Send my answers',
  skip: 'Skip the survey',
  noAnswer: 'Please answer at least one question, or skip the survey.',
  saveFailed: 'We could not send your answers: {message}',
  skipFailed: 'We could not skip the survey: {message}',
  thanksTitle: 'Thank you!',
  thanksText: 'Your answers help us make KinderWait better for families looking for care.',
  seeRequests: 'See your childcare requests',
  /** surveysMessages.surveyNotDue. */
  errorSurveyNotDue: 'This survey is not open to you yet',
  questionHeard: 'How did you hear about KinderWait?',
  heardFriend: 'A friend or family member',
  heardSearch: 'Search engine',
  heardSocial: 'Social media',
  heardProvider: 'A childcare provider',
  heardOther: 'Other',
  questionLooking: 'How long have you been looking for childcare?',
  lookingUnderMonth: 'Less than a month',
  lookingOneToThree: '1 to 3 months',
  lookingThreeToSix: '3 to 6 months',
  lookingOverSix: 'More than 6 months',
  questionMatters: 'What matters most to you in a childcare provider?',
  mattersDistance: 'Distance from home',
  mattersCost: 'Cost',
  mattersHours: 'Hours',
  mattersLanguage: 'Language',
  mattersProgram: 'Program and philosophy',
  mattersReviews: 'Reviews',
  questionWaitlists: 'How many waitlists had you joined before KinderWait?',
  waitlistsNone: 'None',
  waitlistsOneToThree: '1 to 3',
  waitlistsFourToNine: '4 to 9',
  waitlistsTenOrMore: '10 or more',
  questionBetter: 'Anything we could do better?',
} as const;
