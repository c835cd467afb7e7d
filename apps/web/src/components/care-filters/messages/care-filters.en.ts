/**
 * Words of the care-needs filter controls (docs/product/waitlist.md#filters-wizard), shared by the
 * waitlist wizard's steps and the broadcast's filter selection.
 */
export default {
  providerTypesLegend: 'Provider types',
  /** The contract's waitlistMessages.providerTypesRequired, word for word. */
  providerTypesRequired: 'Please select at least one provider type from the list',
  distanceLabel: 'How far from home?',
  distanceValue: 'Within {km} km',
  distanceHint: 'Measured in a straight line from the child’s address.',
  childcareTypesLegend: 'Kinds of care',
  childcareTypesAny: 'None ticked: any kind of care.',
  schoolPlansLegend: 'School plans',
  schoolPlansAny: 'None ticked: any plan.',
  careInFrenchLabel: 'Care in French only',
  careInFrenchHint:
    'French-language and French immersion programs: providers who give care in French.',
  startDateLabel: 'Requested start date',
  startDateHint: 'The first day you need care (today or later).',
  startDateRequired: 'Choose the date care should start.',
  /** For a child not born yet: the date can be the expected birth, not earlier. */
  startDateHintExpected:
    'The first day you need care: {firstName}’s expected birth ({birth}) or later.',
  /** The contract's waitlistMessages.startDateInPast, word for word. */
  startDateInPast: 'Requested start date cannot be in the past',
  /** The contract's waitlistMessages.startDateTooFar, word for word. */
  startDateTooFar: 'Requested start date can be at most 3 years from today',
  startDateBeforeBirth: 'The start date cannot be before {firstName}’s expected birth ({birth}).',
  schedulePickerLabel: 'Preferred times of the week',
  paymentTabsLabel: 'Paid by',
  paymentTabDaily: 'By the day',
  paymentTabHourly: 'By the hour',
  paymentTabChosen: '{tab} ({count})',
  paymentLegendDaily: 'Daily fees',
  paymentLegendHourly: 'Hourly fees',
  paymentAny: 'None ticked: any fee.',
  /*
   * A fee bracket in words, from its amounts, for the languages the server's English label is not
   * in (English keeps the label: "$22 to $40 a day").
   */
  feeUpToDaily: 'Up to {max} a day',
  feeUpToHourly: 'Up to {max} an hour',
  feeRangeDaily: '{min} to {max} a day',
  feeRangeHourly: '{min} to {max} an hour',
  feeMoreDaily: 'More than {min} a day',
  feeMoreHourly: 'More than {min} an hour',
  feeCwelccCap: '{bracket} (the CWELCC fee cap)',
  retry: 'Try again',
  loadingCatalogue: 'Loading the choices',
  catalogueFailed: 'We could not load the choices.',
};
