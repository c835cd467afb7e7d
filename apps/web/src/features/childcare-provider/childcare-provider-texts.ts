import type { ErrorWords } from '../../api/error-words';

/** Words of the provider profile screen. */
export const childcareProviderTexts = {
  pageTitle: 'Your childcare profile',
  pageDescription:
    'What families see about your childcare: details, fees, location, spaces and hours.',
  loading: 'Loading your childcare profile',
  loadFailed: 'We could not load your childcare profile.',
  retry: 'Try again',
  save: 'Save',
  saved: 'Saved.',
  storedOtherwise:
    'Saved, but the server stored something other than what was typed: the fields show what it stored.',
  saveFailed: 'This part was not saved. Check the fields marked below.',
  assistantIntro: 'Rather answer a few questions?',
  assistantLink: 'Fill in your profile with the AI assistant',
  claimIntro: 'Do you run a licensed centre in Toronto?',
  claimLink: 'Claim it from the City of Toronto list',
  notSetUp: 'Your profile is not set up yet: fill in the details and save to create it.',
  details: {
    heading: 'About your childcare',
    name: 'Name',
    type: 'Type of provider',
    description: 'Description',
    languages: 'Languages spoken',
    childcareTypes: 'Kinds of care offered',
  },
  feesContact: {
    heading: 'Fees and contact',
    dailyFee: 'Daily fee (CAD)',
    hourlyFee: 'Hourly fee (CAD)',
    feeHelp: 'In dollars, for example 65.00',
    notAnAmount: 'Type an amount in dollars, for example 65.00',
    phone: 'Phone number',
    phoneHelp: 'With the country code, for example +14165550123',
    email: 'Email',
    website: 'Website',
  },
  location: {
    heading: 'Location',
    none: 'No location set yet.',
    change: 'Change the location',
    cancel: 'Cancel',
    submit: 'Save the location',
  },
  ageGroups: {
    heading: 'Age groups, spaces and hours',
    empty: 'No age groups yet. Add the ages you care for.',
    add: 'Add an age group',
    remove: 'Remove this age group',
    group: 'Age group',
    spaces: 'Available spaces',
    startDate: 'Available from',
    hours: 'Hours of business',
    open: 'Open',
    opens: 'Opens',
    closes: 'Closes',
    closed: 'Closed',
  },
} as const;

export const childcareProviderErrorWords: ErrorWords = {
  rate_limited: 'Too many attempts in a short time. Wait a minute, then try again.',
};
