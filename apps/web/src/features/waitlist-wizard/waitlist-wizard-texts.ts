import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { childrenMessages } from '@kinderwait/contract/children';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import type { WaitlistWizardStep } from '../../config/paths';
import { careFiltersTexts } from '../../components/care-filters/care-filters-texts';
import type { ErrorWords } from '../../api/error-words';

/** Words of the waitlist wizard (docs/product/waitlist.md#filters-wizard). */
export const waitlistWizardTexts = {
  pageTitle: 'Describe the care you need',
  pageDescription: 'The waitlist wizard: what care your child needs, where and when.',
  heading: (firstName: string) => `Care for ${firstName}`,
  loading: 'Loading the waitlist wizard',
  loadFailed: 'We could not load this child’s waitlist.',
  retry: 'Try again',
  progress: (index: number, count: number) => `Step ${String(index)} of ${String(count)}`,
  back: 'Back',
  next: 'Next',
  matchesSoFar: (total: number) =>
    total === 1 ? '1 provider matches so far' : `${String(total)} providers match so far`,
  countingMatches: 'Counting matching providers…',
  matchesAfterChoices: 'We count the matching providers once the care types and fees are chosen.',
  countFailed: 'We could not count the matching providers:',
  stepTitles: {
    'provider-types': 'What kind of provider?',
    'childcare-types': 'What kind of care?',
    'school-plans': 'School-age plans',
    'schedule-availability': 'When do you need care?',
    'daily-payment': 'What can you pay?',
    'filters-confirmation': 'Check and save',
  } satisfies Record<WaitlistWizardStep, string>,
  providerTypes: {
    intro: 'Choose every kind of provider you would consider.',
    distanceValue: careFiltersTexts.distance.value,
  },
  childcareTypes: {
    intro: 'Choose the kinds of care that would work. Leave all unticked if any would.',
  },
  schoolPlans: {
    intro:
      'Your child will be of school age: choose the plans around the school day you need. Leave all unticked if any would do.',
    detailsShort: 'Details',
    details: (name: string) => `Details of ${name}`,
  },
  schoolPlan: {
    backToList: 'Back to school plans',
    period: 'When',
    typicalHours: 'Usual hours',
    includes: 'What it includes',
    choose: 'Choose this plan',
    chosen: 'Chosen',
    remove: 'Remove this plan',
    loadFailed: 'We could not load this plan.',
  },
  schedule: {
    pickerLabel: careFiltersTexts.schedule.pickerLabel,
  },
  payment: {
    intro:
      'Choose the fees you could pay, by the day or by the hour. Leave all unticked if any would do.',
    loadFailed: 'We could not load the fees.',
  },
  confirmation: {
    intro: 'Check your choices. You can change any of them before saving.',
    distance: 'Distance',
    providerTypes: 'Provider types',
    childcareTypes: 'Kinds of care',
    schoolPlans: 'School plans',
    startDate: 'Requested start date',
    schedule: 'Schedule',
    payment: 'Fees',
    any: 'Any',
    notChosen: 'Not chosen yet',
    change: (what: string) => `Change ${what.toLowerCase()}`,
    create: 'Save and see matching providers',
    update: 'Save changes and see matching providers',
    saving: 'Saving…',
    saveFailed: 'Your choices were not saved:',
  },
  loadingCatalogue: careFiltersTexts.loadingCatalogue,
} as const;

/**
 * Error codes the wizard's calls can answer, in the parent's words; a start date before the
 * child's expected birth names the child and the date.
 */
/** Words for a child or ticket that could not be loaded. */
export const waitlistWizardLoadErrorWords: ErrorWords = {
  child_not_found: childrenMessages.childNotFound,
  waitlist_ticket_not_found: waitlistMessages.ticketNotFound,
};

export function waitlistWizardErrorWords(child: {
  firstName: string;
  dateOfBirth: string;
}): ErrorWords {
  return {
    waitlist_ticket_not_found: waitlistMessages.ticketNotFound,
    waitlist_ticket_exists: waitlistMessages.ticketExists,
    child_location_missing: waitlistMessages.noLocation,
    child_out_of_age_range: waitlistMessages.childTooOld,
    child_not_found: 'This child is not among your children.',
    start_date_before_birth: careFiltersTexts.startDate.beforeBirth(
      child.firstName,
      formatStartDate(child.dateOfBirth),
    ),
    rate_limited: 'Too many attempts in a short time. Wait a minute, then try again.',
  };
}
