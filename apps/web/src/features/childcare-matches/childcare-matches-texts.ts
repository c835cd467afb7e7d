import { childrenMessages } from '@kinderwait/contract/children';
import type { ChildcareRequestStatus, SendRequestOutcome } from '@kinderwait/contract/waitlist';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import type { ProviderTypeCode } from '@kinderwait/contract/catalogues';
import type { MatchSort } from '@kinderwait/contract/waitlist';
import type { ErrorWords } from '../../api/error-words';
import { formatStartDate } from './lib/format';
import type { Availability } from './lib/format';

const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;

/** A request's status, with its place in line when it has one. */
function requestStatusText(status: ChildcareRequestStatus, position: number | null): string {
  const words: Record<ChildcareRequestStatus, string> = {
    waiting: 'Request sent',
    offered: 'Space offered',
    enrolled: 'Enrolled',
    declined: 'Declined',
    paused: 'Request paused',
    inactive: 'Request inactive',
    withdrawn: 'Request withdrawn',
  };
  return position === null ? words[status] : `${words[status]} · position #${String(position)}`;
}

/** Words of the matches screen (/waitlist/children/{childId}/childcare-providers). */
export const matchesTexts = {
  policyLabel: 'Waitlist policy',
  policyLoading: 'Loading the waitlist policy',
  policyNone: 'This provider has not published a waitlist policy yet.',
  /** No written policy, but the line's priorities apply all the same. */
  policyOnlyPriorities:
    'This provider has not written a waitlist policy yet. Its waitlist still places some families first:',
  policyFailed: 'We could not load the waitlist policy.',
  policyPriorities: 'Families placed first, by weight',
  policyPriority: (name: string, weight: number) => `${name} (weight ${String(weight)})`,
  pageTitle: 'Matching childcare',
  pageDescription: 'The childcare providers that match your child’s waitlist ticket.',
  heading: (firstName: string | undefined) =>
    firstName === undefined ? 'Matching childcare' : `Matching childcare for ${firstName}`,
  loading: 'Loading the matching providers',
  loadFailed: 'The matching providers could not be loaded.',
  retry: 'Try again',
  total: (total: number) => plural(total, 'provider matches', 'providers match'),
  searchFrom: (address: string) => `Distance from ${address}`,
  /** From a place at a postal area's centre (docs/product/onboarding.md#where-a-location-came-from). */
  searchFromApproximate: (address: string) =>
    `Distance from near ${address}: the position is approximate (the centre of its postal code’s area), so distances are too.`,
  sortLabel: 'Sort by',
  sorts: {
    recommended: 'Recommended',
    distance: 'Distance',
    name: 'Name',
  } satisfies Record<MatchSort, string>,
  filtersLabel: 'Show only',
  withVacancy: 'With a vacancy by your start date',
  cwelcc: 'CWELCC (reduced-fee) centres',
  likedOnly: 'Liked',
  viewLabel: 'View',
  listTab: 'List',
  mapTab: 'Map',
  listLabel: 'Matching providers',
  pagination: 'Pages of matching providers',
  mapLabel: 'Map of the providers on this page',
  mapNote:
    'The map shows the providers of this page and where your child lives; the list has the same providers and everything you can do with them.',
  childMarker: 'Your child’s location',
  // Empty and error states.
  noMatches: 'No provider matches the ticket yet.',
  noMatchesHint: (distance: number | undefined) =>
    distance === undefined
      ? 'Try a larger distance or fewer requirements in the waitlist wizard.'
      : `Nothing lies within ${String(distance)} km that fits. Try a larger distance or fewer requirements in the waitlist wizard.`,
  noFilteredMatches: 'No provider on the list fits these filters.',
  clearFilters: 'Show all matches',
  editTicket: 'Change the waitlist ticket',
  setLocation: 'Set the child’s address',
  backToChildren: 'Back to your children',
  toWizard: 'Open the waitlist wizard',
  changeStartDate: 'Change the start date',
  // One provider.
  licensed: 'Licensed',
  unlicensed: 'Not licensed',
  distance: (text: string, approximate: boolean) =>
    approximate ? `about ${text} away` : `${text} away`,
  capacity: (spaces: number, group: string) =>
    `${plural(spaces, 'licensed space', 'licensed spaces')} for ${group}`,
  availability: (availability: Availability) => {
    switch (availability.kind) {
      case 'not-stated':
        return 'Vacancies not stated yet';
      case 'full':
        return 'No vacancy stated';
      case 'now':
        return `${plural(availability.spaces, 'space', 'spaces')} available now`;
      case 'from':
        return `${plural(availability.spaces, 'space', 'spaces')} from ${formatStartDate(availability.date)}`;
    }
  },
  feesLabel: 'Fees',
  perDay: (amount: string) => `${amount} per day`,
  perHour: (amount: string) => `${amount} per hour`,
  feesNotStated: 'Fees not stated yet',
  cwelccFlag: 'CWELCC',
  cwelccLong: 'Part of CWELCC (Canada-Wide Early Learning and Child Care): reduced fees',
  subsidyFlag: 'Fee subsidy',
  subsidyLong: 'Takes City of Toronto fee subsidies',
  languagesLabel: 'Languages',
  languagesNotStated: 'Languages not stated yet',
  hoursLabel: 'Hours',
  hoursNotStated: 'Hours not stated yet',
  childcareTypesLabel: 'Kinds of care',
  childcareTypesNotStated: 'Kinds of care not stated yet',
  unclaimed: 'Listing not yet claimed by the centre',
  unclaimedNote:
    'Your request is kept and reaches the centre as soon as it claims its listing on KinderWait.',
  unclaimedKept: 'Requests are kept until it is.',
  /** One line instead of the facts only the centre can state (fees, languages, hours). */
  notJoined:
    'This centre has not joined KinderWait yet: what is shown comes from the City of Toronto’s licensing data.',
  /** A place in line at an unclaimed centre is in KinderWait's own list, not the centre's. */
  kinderWaitQueue: 'in KinderWait’s list, not the centre’s own waitlist',
  licensedCapacity: (spaces: number, group: string) =>
    `${group}: ${String(spaces)} licensed ${spaces === 1 ? 'space' : 'spaces'}`,
  claimed: 'Managed on KinderWait by the provider',
  requestStatus: requestStatusText,
  /** The request's line, saying where a place in line is kept when the centre is not on KinderWait. */
  requestLine: (status: ChildcareRequestStatus, position: number | null, claimed: boolean) =>
    `${requestStatusText(status, position)}${
      position === null || claimed ? '' : ` (${matchesTexts.kinderWaitQueue})`
    }`,
  like: (name: string) => `Like ${name}`,
  likeShort: 'Like',
  select: (name: string) => `Select ${name}`,
  selectShort: 'Select',
  alreadyRequested: 'Request already sent',
  selectLimit: (max: number) => `You can send at most ${String(max)} requests at a time.`,
  details: 'Details',
  detailsOf: (name: string) => `Details of ${name}`,
  close: 'Close',
  addressLabel: 'Address',
  phoneLabel: 'Phone',
  websiteLabel: 'Website',
  ageGroupLabel: 'Your child’s age group',
  licenceLabel: 'City of Toronto licence location',
  openDataNote: 'Listing details from the City of Toronto’s licensed child care centres data.',
  notStated: 'not stated yet',
  // Sending.
  selected: (count: number) => `${plural(count, 'provider', 'providers')} selected`,
  send: (count: number) => `Send requests (${String(count)})`,
  sending: 'Sending requests',
  sendFailed: 'The requests could not be sent.',
  clearSelection: 'Clear the selection',
  /** The same button's visible words: short, so the bar keeps to two rows on a phone. */
  clearSelectionShort: 'Clear',
  likeFailed: (name: string) => `Could not save your like of ${name}. Try again.`,
} as const;

/** Error codes of the matches and sending calls, in the parent's words. */
export const matchesErrorWords: ErrorWords = {
  child_location_missing: waitlistMessages.noLocation,
  child_out_of_age_range: waitlistMessages.childTooOld,
  start_date_before_birth:
    'The start date of this waitlist is before the child’s date of birth, which changed since. Choose a start date on or after the birth.',
  waitlist_ticket_not_found:
    'This child has no waitlist ticket yet. Finish the waitlist wizard to see matching providers.',
  child_not_found: childrenMessages.childNotFound,
  childcare_provider_not_found: waitlistMessages.providerNotFound,
};

/** Words of the sending result page (/waitlist/childcare-request-sending-result). */
export const sendingResultTexts = {
  pageTitle: 'Childcare requests sent',
  pageDescription: 'What happened to the childcare requests you just sent.',
  heading: 'Your childcare requests',
  summary: (sent: number, already: number, failed: number) =>
    [
      sent > 0 ? `${plural(sent, 'request', 'requests')} sent` : null,
      already > 0 ? `${String(already)} already sent before` : null,
      failed > 0 ? `${String(failed)} not sent` : null,
    ]
      .filter((part) => part !== null)
      .join(', ') + '.',
  forChild: (firstName: string) => `For ${firstName}.`,
  sentHeading: 'Sent',
  alreadyHeading: 'Already sent before',
  failedHeading: 'Not sent',
  position: (position: number | null) =>
    position === null ? null : `Position #${String(position)} on the waitlist`,
  unknownProvider: 'A provider that no longer exists',
  failureWords: (item: SendRequestOutcome) => {
    if (item.code === 'childcare_provider_not_found') return waitlistMessages.providerNotFound;
    if (item.code === 'not_a_match') {
      return 'This provider no longer matches the child’s waitlist ticket.';
    }
    return item.message ?? 'The request could not be sent.';
  },
  toRequests: 'See all your requests',
  backToMatches: 'Back to the matching providers',
  surveyOffer:
    'Thank you for sending your requests. Would you tell us, in a minute, how your search for childcare has gone so far?',
  toSurvey: 'Answer a short survey',
  nothingTitle: 'No sending to show',
  nothing:
    'This page shows the result of sending childcare requests just after you send them. Your requests are all on the requests page.',
} as const;

/** The catalogue's names for provider types, used while the catalogue loads. */
export const providerTypeFallbackNames: Record<ProviderTypeCode, string> = {
  'licensed-centre': 'Licensed child care centre',
  'licensed-home': 'Licensed home child care',
  'unlicensed-home': 'Unlicensed home child care',
  babysitter: 'Babysitter',
};
