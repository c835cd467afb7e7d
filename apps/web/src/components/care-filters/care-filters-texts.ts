import { waitlistMessages } from '@kinderwait/contract/waitlist';

/**
 * Words of the care-needs filter controls (docs/product/waitlist.md#filters-wizard), shared by the
 * waitlist wizard's steps and the broadcast's filter selection.
 */
export const careFiltersTexts = {
  providerTypes: {
    legend: 'Provider types',
    required: waitlistMessages.providerTypesRequired,
  },
  distance: {
    label: 'How far from home?',
    value: (km: number) => `Within ${String(km)} km`,
    hint: 'Measured in a straight line from the child’s address.',
  },
  childcareTypes: {
    legend: 'Kinds of care',
    anyChosen: 'None ticked: any kind of care.',
  },
  schoolPlans: {
    legend: 'School plans',
    anyChosen: 'None ticked: any plan.',
  },
  startDate: {
    label: 'Requested start date',
    hint: 'The first day you need care (today or later).',
    required: 'Choose the date care should start.',
    /** For a child not born yet: the date can be the expected birth, not earlier. */
    hintExpected: (firstName: string, birth: string) =>
      `The first day you need care: ${firstName}’s expected birth (${birth}) or later.`,
    inPast: waitlistMessages.startDateInPast,
    tooFar: waitlistMessages.startDateTooFar,
    beforeBirth: (firstName: string, birth: string) =>
      `The start date cannot be before ${firstName}’s expected birth (${birth}).`,
  },
  schedule: {
    pickerLabel: 'Preferred times of the week',
  },
  payment: {
    tabsLabel: 'Paid by',
    tab: { Daily: 'By the day', Hourly: 'By the hour' },
    legend: { Daily: 'Daily fees', Hourly: 'Hourly fees' },
    anyChosen: 'None ticked: any fee.',
    chosenCount: (count: number) => (count === 0 ? '' : ` (${String(count)})`),
  },
  retry: 'Try again',
  loadingCatalogue: 'Loading the choices',
  catalogueFailed: 'We could not load the choices.',
} as const;
