import { careNoteMaxLength } from '@kinderwait/contract/children';
import { specMessages } from '@kinderwait/contract/messages';
import type { ErrorWords } from '../../api/error-words';

const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;

/** Words of the children list and the child information form. */
export const childrenTexts = {
  list: {
    pageTitle: 'Your children',
    pageDescription: 'Your children, their care needs and their waitlists.',
    title: 'Your children',
    intro:
      'Each child has a short profile and one set of care needs. Tell us what care a child needs, then join the waitlists of the providers that match.',
    addChild: 'Add a child',
    requestsLink: 'See all your childcare requests',
    loading: 'Loading your children',
    loadFailed: 'We could not load your children.',
    retry: 'Try again',
    emptyTitle: 'Add your first child',
    emptyText:
      'Start with your child’s name and date of birth (an expected date works too: Toronto families often join infant waitlists before the baby is born). Then tell us what care you need and see the providers that match.',
    emptyAction: 'Add your first child',
    listLabel: 'Children',
  },
  card: {
    expected: (date: string) => `Expected ${date}`,
    noAgeGroup: 'Over 13: past childcare age',
    bornOn: (date: string) => `Born ${date}`,
    waitlist: 'Waitlist',
    noWaitlist: 'No waitlist yet',
    noRequests: 'Care needs set · no requests sent yet',
    requests: (count: number, best: number | null) =>
      best === null
        ? plural(count, 'request', 'requests')
        : `${plural(count, 'request', 'requests')} · best position #${String(best)}`,
    findCare: 'Find care',
    editCareNeeds: 'Edit care needs',
    seeMatches: 'See matches',
    editDetails: 'Edit details',
    /** Accessible names start with the visible words (label in name) and say which child. */
    forChild: (action: string, name: string) => `${action}: ${name}`,
  },
  form: {
    newTitle: 'Add a child',
    editTitle: 'Edit child details',
    newPageDescription: 'A child’s details, for the waitlists you join.',
    intro:
      'Only the name and date of birth are needed now. The rest is what centres ask at enrollment; fill it in now or later.',
    loading: 'Loading the child’s details',
    loadFailed: 'We could not load this child’s details.',
    notFound: 'This child is not on your account.',
    retry: 'Try again',
    backToList: 'Back to your children',
    saveNew: 'Save child',
    saveEdit: 'Save changes',
    cancel: 'Cancel',
    failed: specMessages.failedToCreateChild,
    createdNotice: (name: string) => `${name} was added. Now tell us what care ${name} needs.`,
    savedNotice: (name: string) => `${name}’s details were saved.`,
  },
  sections: {
    about: 'About the child',
    languages: 'Languages',
    health: 'Health and care',
    healthShared:
      'A provider sees these notes, and the other notes below, only once it offers your child a spot.',
    emergency: 'Emergency contact',
    location: 'Where to look for care',
    notes: 'Notes',
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    dateOfBirthHelp: 'For a baby on the way, the expected date (up to 9 months ahead).',
    expectedBirth: (date: string) =>
      `Expected birth on ${date}: we will use this date until you change it. Toronto families often join infant waitlists before the baby is born.`,
    // Labels stay short: an outlined field cuts a long one on a phone.
    languages: 'Languages at home',
    languagesHelp:
      'Spoken or heard at home, up to 10. Centres with educators who speak them can show it.',
    languagesLoading: 'Loading languages…',
    languagesFailed: 'We could not load the list of languages. You can add them later.',
    allergies: 'Allergies',
    allergiesHelp: 'Food, medicine, insects or other, and what to do in a reaction.',
    medicalConditions: 'Medical conditions',
    medications: 'Medications',
    medicationsHelp: 'Given during care, with dose and times.',
    dietaryNeeds: 'Dietary needs',
    specialNeeds: 'Special needs',
    specialNeedsHelp:
      'Developmental, behavioural or accessibility needs educators should plan for.',
    immunizations: 'Are the child’s immunizations up to date?',
    immunizationsHelp:
      'Ontario asks for up-to-date immunization, or an exemption, before care starts.',
    immunizationWords: { yes: 'Yes', no: 'No', unknown: 'Not sure' },
    emergencyContactName: 'Contact name',
    emergencyContactPhone: 'Contact phone number',
    emergencyContactPhoneHelp:
      'Saved in E.164, for example +14165550123. Canadian numbers can be typed as 416 555 0123; others need their country code.',
    emergencyContactRelationship: 'Relationship to the child',
    emergencyContactRelationshipHelp: 'For example grandmother, neighbour or family friend.',
    notes: 'Other notes',
    noteLimit: `Anything else a centre should know. At most ${String(careNoteMaxLength)} characters.`,
  },
  location: {
    question: 'Where should we look for care for this child?',
    sameAsMine: 'Same as my address',
    sameAsMineAddress: (address: string) => `Same as my address: ${address}`,
    noParentAddress:
      'You have not saved an address yet; matching providers will need one. You can save it from onboarding or your profile, or give this child its own below.',
    parentLoading: 'Looking up your saved address…',
    different: 'A different address for this child',
    differentHelp: 'For example the other parent’s home or a grandparent’s.',
    current: 'This child’s address',
    change: 'Choose another address',
    note: 'Move the pin to the address, or type it.',
    required: 'Choose this child’s address on the map or type it, or use your own address.',
    addressField: 'Address found for the pin',
  },
} as const;

/** What the children screens say for the error codes they can meet; others show the server's words. */
export const childrenErrorWords: ErrorWords = {
  child_not_found:
    'This child is not on your account any more. Go back to your children and try again.',
  rate_limited: 'Too many saves in a short time. Wait a minute, then save again.',
  validation_failed: 'Some details were not accepted. Check the fields marked below.',
};
