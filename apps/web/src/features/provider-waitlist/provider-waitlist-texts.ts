import { offersErrorCodes, offersMessages } from '@kinderwait/contract/offers';
import type { OfferStatus } from '@kinderwait/contract/offers';
import {
  providerWaitlistErrorCodes,
  providerWaitlistMessages,
} from '@kinderwait/contract/provider-waitlist';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import { notificationsErrorCodes, notificationsMessages } from '@kinderwait/contract/notifications';
import type { ErrorWords } from '../../api/error-words';

type Status = ProviderWaitlistEntry['status'];

/**
 * Words of the provider's waitlist screen (docs/product/offers.md#the-providers-waitlist-screen).
 * Dates are Toronto's.
 */
export const providerWaitlistTexts = {
  pageTitle: 'Your waitlist',
  pageDescription: 'Families on your waitlist, in order, with priorities and offers.',
  loading: 'Loading your waitlist',
  loadFailed: 'We could not load your waitlist.',
  retry: 'Try again',
  intro:
    'Families in line order: highest priority weight first, then the date they joined. Contact details and care notes appear once you offer a spot.',
  noProfile:
    'Set up your childcare profile first: families join your waitlist once your profile is on KinderWait.',
  noProfileAction: 'Set up your profile',
  spaces: {
    heading: 'Spaces',
    none: 'Add age groups to your profile to receive and offer spaces.',
    group: (name: string, available: number) =>
      `${name}: ${String(available)} ${available === 1 ? 'space' : 'spaces'} available`,
    change: 'Change spaces in your profile',
    announce: (name: string) => `Tell the families waiting for ${name}`,
    announced: (name: string, families: number) =>
      families === 0
        ? `${name}: the waiting families were already told about these spaces.`
        : `${name}: ${String(families)} ${families === 1 ? 'family was' : 'families were'} told, first in line first.`,
    announceFailed: (name: string) => `${name}: the families could not be told.`,
  },
  filters: {
    label: 'Filter the waitlist',
    ageGroup: 'Age group',
    anyAgeGroup: 'All age groups',
    status: 'Status',
    anyStatus: 'All statuses',
  },
  familiesTab: 'Families',
  count: (total: number) => (total === 1 ? '1 family' : `${String(total)} families`),
  empty: 'No family on your waitlist matches these filters.',
  emptyAll: 'No family is on your waitlist yet. Families join it from their matches.',
  statuses: {
    waiting: 'Waiting',
    offered: 'Spot offered',
    enrolled: 'Enrolled',
    declined: 'Declined',
    paused: 'Paused',
    inactive: 'Inactive: not confirmed',
  } satisfies Record<Status, string>,
  entry: {
    position: (position: number) => `#${String(position)}`,
    positionLong: (position: number) => `Position ${String(position)} in line`,
    noPosition: 'Not in line',
    ageNow: 'Age now',
    ageAtStart: 'Age at start',
    /** A child's age in years and months: "3 years 2 months", "1 year", "5 months". */
    age: ({ years, months }: { years: number; months: number }) => {
      const yearWords = years === 1 ? '1 year' : `${String(years)} years`;
      const monthWords = months === 1 ? '1 month' : `${String(months)} months`;
      if (years === 0) return months === 0 ? 'Under 1 month' : monthWords;
      return months === 0 ? yearWords : `${yearWords} ${monthWords}`;
    },
    withGroup: (age: string, group: string) => `${age} (${group})`,
    noAgeLabel: 'No age label',
    start: 'Wanted from',
    schedule: 'Schedule',
    anyTime: 'Any time of the week',
    types: 'Kinds of care',
    anyType: 'Any',
    distance: 'Distance',
    distanceKm: (km: number, approximate: boolean) =>
      approximate ? `about ${km.toFixed(1)} km (an approximate address)` : `${km.toFixed(1)} km`,
    unknownDistance: 'Not known',
    joined: 'Joined',
    priorities: 'Priorities',
    noPriorities: 'None',
    weight: (weight: number) => `weight ${String(weight)}`,
    family: 'Family',
    contactHidden: 'Shown once you offer a spot',
    careNotes: 'Care notes',
    careNotesHidden: 'Shown once you offer a spot',
    noCareNotes: 'None written by the family',
    careNoteLabels: {
      allergies: 'Allergies',
      medicalConditions: 'Medical conditions',
      medications: 'Medications',
      dietaryNeeds: 'Diet',
      specialNeeds: 'Needs',
      notes: 'Other notes',
    },
    offerDeadline: 'Offer open until',
    assign: 'Priorities',
    assignName: (child: string) => `Set the priorities of ${child}'s family`,
    offer: 'Offer a spot',
    offerName: (child: string) => `Offer a spot to ${child}'s family`,
    withdrawOffer: 'Withdraw the offer',
    withdrawOfferName: (child: string) => `Withdraw the offer to ${child}'s family`,
  },
  schedule: {
    and: 'and',
    range: (from: string, to: string) => `${from} to ${to}`,
  },
  assign: {
    title: (child: string) => `Priorities of ${child}'s family`,
    hint: 'Tick every category that applies. The family moves in line at once.',
    legend: 'Priority categories',
    option: (name: string, weight: number) => `${name} (weight ${String(weight)})`,
    none: 'You have no priority categories yet: add them under Priorities.',
    cancel: 'Cancel',
    save: 'Save priorities',
    saved: (child: string) => `Priorities of ${child}'s family saved.`,
  },
  priorities: {
    heading: 'Priorities',
    intro:
      'Each category has a weight from 0 to 100. A family’s weight is the sum of its categories; higher comes first. Weight 0 ignores a category.',
    name: 'Name',
    weight: 'Weight',
    nameOf: (name: string) => `Weight of ${name}`,
    renameOf: (name: string) => `Name of ${name}`,
    save: 'Save',
    saveName: (name: string) => `Save ${name}`,
    remove: 'Remove',
    removeName: (name: string) => `Remove ${name}`,
    predefined: 'Predefined',
    saved: (name: string) => `${name} saved. Positions are updated.`,
    removed: (name: string) => `${name} removed.`,
    addHeading: 'Add a category of your own',
    addName: 'New category name',
    addWeight: 'New category weight',
    add: 'Add category',
    added: (name: string) => `${name} added.`,
    weightInvalid: providerWaitlistMessages.weightRange,
    nameRequired: 'Name can not be empty',
  },
  settings: {
    heading: 'Policy and offers',
    policy: 'Waitlist policy',
    policyHelp:
      'Shown to families before they send a request. Ontario requires a public written policy.',
    useTemplate: 'Start from the Ontario template',
    templateUsed: 'The template is in the policy field: edit it, then save.',
    autoOffer: 'Offer a declined or expired spot to the next family automatically',
    deadlineDays: 'Days to answer an offer (business days)',
    deadlineHelp: 'Ontario statutory holidays and weekends are not counted.',
    save: 'Save policy and offers',
    saved: 'Policy and offer settings saved.',
  },
  offer: {
    title: (child: string) => `Offer a spot to ${child}'s family`,
    ageGroup: 'Age group',
    startDate: 'Start date',
    deadlineKind: 'Deadline to answer',
    defaultDeadline: (days: number, date: string) =>
      `${String(days)} business ${days === 1 ? 'day' : 'days'}: by the end of ${date}`,
    customDeadline: 'Another day',
    deadlineDate: 'Last day to answer',
    spacesLeft: (count: number) =>
      count === 1
        ? '1 space available in this group'
        : `${String(count)} spaces available in this group`,
    noSpaces: 'No space is available in this group: raise the spaces in your profile first.',
    told: 'The family is told by email, in the app and by text message when they gave a phone number.',
    cancel: 'Cancel',
    send: 'Send the offer',
    sent: (child: string) => `Offer sent to ${child}'s family.`,
    startRequired: 'Choose a start date',
    deadlineRequired: 'Choose the last day to answer',
  },
  offerStatuses: {
    open: 'Open',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
    withdrawn: 'Withdrawn',
  } satisfies Record<OfferStatus, string>,
  nextFamily: {
    heading: 'Answered offers',
    declined: (child: string) => `${child}'s family declined.`,
    expired: (child: string) => `The offer to ${child}'s family expired.`,
    next: (child: string) => `Next in line: ${child}.`,
    autoOffered: (child: string) => `The spot was offered to ${child}'s family automatically.`,
    nobody: 'Nobody else is waiting for this age group.',
  },
  leftTheLine: {
    heading: 'Families who left the line',
    intro:
      'Shown without names: the family withdrew or deleted its account. The families after it moved up.',
    line: (joined: string, left: string | null) =>
      left === null
        ? `A family who joined on ${joined} left the line.`
        : `A family who joined on ${joined} left the line on ${left}.`,
  },
  withdrawOffer: {
    done: (child: string) => `The offer to ${child}'s family was withdrawn.`,
  },
  failed: (message: string) => `That did not work: ${message}`,
} as const;

export const providerWaitlistErrorWords: ErrorWords = {
  [providerWaitlistErrorCodes.waitlistPriorityNotFound]: providerWaitlistMessages.priorityNotFound,
  [providerWaitlistErrorCodes.waitlistPriorityExists]: providerWaitlistMessages.priorityExists,
  [providerWaitlistErrorCodes.waitlistPriorityPredefined]:
    providerWaitlistMessages.priorityPredefined,
  [providerWaitlistErrorCodes.waitlistPriorityLimit]: providerWaitlistMessages.priorityLimit,
  [offersErrorCodes.offerNotFound]: offersMessages.offerNotFound,
  [offersErrorCodes.requestNotWaiting]: offersMessages.requestNotWaiting,
  [offersErrorCodes.noSpaceLeft]: offersMessages.noSpaceLeft,
  [offersErrorCodes.offerNotOpen]: offersMessages.offerNotOpen,
  [notificationsErrorCodes.noAvailableSpaces]: notificationsMessages.noAvailableSpaces,
};
