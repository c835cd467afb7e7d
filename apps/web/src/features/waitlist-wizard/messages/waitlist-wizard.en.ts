/** Words of the waitlist wizard (docs/product/waitlist.md#filters-wizard). */
export default {
  pageTitle: 'Describe the care you need',
  pageDescription: 'The waitlist wizard: what care your child needs, where and when.',
  heading: 'Care for {firstName}',
  loading: 'Loading the waitlist wizard',
  loadFailed: 'We could not load this child’s waitlist.',
  retry: 'Try again',
  progress: 'Step {index} of {count}',
  back: 'Back',
  next: 'Next',
  /** `count` is `total` as the language writes numbers. */
  matchesSoFar:
    '{total, plural, one {{count} provider matches so far} other {{count} providers match so far}}',
  countingMatches: 'Counting matching providers…',
  matchesAfterChoices: 'We count the matching providers once the care types and fees are chosen.',
  countFailed: 'We could not count the matching providers:',
  stepProviderTypes: 'What kind of provider?',
  stepChildcareTypes: 'What kind of care?',
  stepSchoolPlans: 'School-age plans',
  stepScheduleAvailability: 'When do you need care?',
  stepDailyPayment: 'What can you pay?',
  stepFiltersConfirmation: 'Check and save',
  providerTypesIntro: 'Choose every kind of provider you would consider.',
  childcareTypesIntro:
    'Choose the kinds of care that would work. Leave all unticked if any would.',
  schoolPlansIntro:
    'Your child will be of school age: choose the plans around the school day you need. Leave all unticked if any would do.',
  schoolPlansDetailsShort: 'Details',
  schoolPlansDetails: 'Details of {name}',
  schoolPlanBackToList: 'Back to school plans',
  schoolPlanPeriod: 'When',
  schoolPlanTypicalHours: 'Usual hours',
  schoolPlanIncludes: 'What it includes',
  schoolPlanChoose: 'Choose this plan',
  schoolPlanRemove: 'Remove this plan',
  schoolPlanLoadFailed: 'We could not load this plan.',
  schoolPlanLoading: 'Loading the choices',
  paymentIntro:
    'Choose the fees you could pay, by the day or by the hour. Leave all unticked if any would do.',
  confirmationIntro: 'Check your choices. You can change any of them before saving.',
  confirmationDistance: 'Distance',
  confirmationProviderTypes: 'Provider types',
  confirmationChildcareTypes: 'Kinds of care',
  confirmationCareInFrench: 'Care in French',
  confirmationSchoolPlans: 'School plans',
  confirmationStartDate: 'Requested start date',
  confirmationSchedule: 'Schedule',
  confirmationPayment: 'Fees',
  changeDistance: 'Change distance',
  changeProviderTypes: 'Change provider types',
  changeChildcareTypes: 'Change kinds of care',
  changeCareInFrench: 'Change care in French',
  changeSchoolPlans: 'Change school plans',
  changeStartDate: 'Change requested start date',
  changeSchedule: 'Change schedule',
  changePayment: 'Change fees',
  confirmationAny: 'Any',
  confirmationNotChosen: 'Not chosen yet',
  confirmationInFrenchOnly: 'French-language and French immersion programs only',
  distanceValue: 'Within {km} km',
  create: 'Save and see matching providers',
  update: 'Save changes and see matching providers',
  saving: 'Saving…',
  saveFailed: 'Your choices were not saved:',
  /** Shown for unusable choices in a language the contract's checks do not speak. */
  invalidChoices: 'Some choices are missing or cannot be used: check each step.',
  /** The contract's waitlistMessages.ticketNotFound, word for word. */
  errorWaitlistTicketNotFound: 'Waitlist ticket not found',
  /** The contract's waitlistMessages.ticketExists, word for word. */
  errorWaitlistTicketExists: 'This child already has a waitlist ticket; update it instead',
  /** The contract's waitlistMessages.noLocation, word for word. */
  errorChildLocationMissing:
    'Save your address (or the child’s) first: matching measures distance from where the child lives',
  /** The contract's waitlistMessages.childTooOld, word for word. */
  errorChildOutOfAgeRange: 'Childcare waitlists are for children 13 and under',
  errorChildNotFound: 'This child is not among your children.',
  /** The contract's childrenMessages.childNotFound, word for word (loading the wizard). */
  errorChildNotFoundOnLoad: 'Child not found',
  errorStartDateBeforeBirth:
    'The start date cannot be before {firstName}’s expected birth ({birth}).',
  errorRateLimited: 'Too many attempts in a short time. Wait a minute, then try again.',
};
