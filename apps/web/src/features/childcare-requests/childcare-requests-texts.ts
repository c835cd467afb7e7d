import type { ProviderTypeCode } from '@kinderwait/contract/catalogues';
import type { ChildcareRequestStatus } from '@kinderwait/contract/waitlist';
import { waitlistErrorCodes, waitlistMessages } from '@kinderwait/contract/waitlist';
import { offersErrorCodes, offersMessages } from '@kinderwait/contract/offers';
import { reconfirmation } from '@kinderwait/contract/notifications';
import type { ErrorWords } from '../../api/error-words';

/**
 * Words of the parent's childcare requests screen (docs/product/waitlist.md#the-requests-screen).
 * Dates are Toronto's.
 */
export const childcareRequestsTexts = {
  title: 'Your childcare requests',
  intro: 'Every waitlist your children are on, with their place in line.',
  loading: 'Loading your requests',
  loadFailed: 'We could not load your requests.',
  retry: 'Try again',
  empty: 'You have not sent any childcare requests yet.',
  emptyAction: 'Go to your children to find care',
  childFilter: 'Show requests of',
  allChildren: 'All children',
  childHeading: (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim(),
  /** Requests still on a waitlist, then the withdrawn ones apart (they hold no place). */
  requestCount: (active: number, withdrawn: number) =>
    `${active === 1 ? '1 request' : `${String(active)} requests`}${
      withdrawn === 0 ? '' : `, ${String(withdrawn)} withdrawn`
    }`,
  /** Visible words first, then the child (label in name). */
  moreCare: 'Find more care',
  moreCareName: (firstName: string) => `Find more care: ${firstName}'s matching providers`,
  sentOn: (date: string) => `Sent on ${date}`,
  withdrawnOn: (date: string) => `Withdrawn on ${date}`,
  status: 'Status',
  statuses: {
    waiting: 'Waiting',
    offered: 'Spot offered',
    enrolled: 'Enrolled',
    declined: 'Declined',
    paused: 'Paused',
    inactive: 'Inactive',
    withdrawn: 'Withdrawn',
  } satisfies Record<ChildcareRequestStatus, string>,
  providerTypes: {
    'licensed-centre': 'Licensed centre',
    'licensed-home': 'Licensed home childcare',
    'unlicensed-home': 'Home childcare (unlicensed)',
    babysitter: 'Babysitter',
  } satisfies Record<ProviderTypeCode, string>,
  claimed: 'On KinderWait',
  unclaimed:
    'This centre has not claimed its listing yet: your request is kept and reaches them when they do.',
  /** What the eye reads: "#3 of 12". */
  positionShort: (position: number, size: number) => `#${String(position)} of ${String(size)}`,
  /** What a screen reader says instead. */
  positionLong: (position: number, size: number) =>
    position === 1
      ? `Next in line: first of ${String(size)} ${size === 1 ? 'family' : 'families'} waiting`
      : `Position ${String(position)} of ${String(size)} families waiting: ${String(position - 1)} ahead`,
  nextInLine: 'Next in line',
  withdraw: 'Withdraw',
  withdrawName: (provider: string, child: string) =>
    `Withdraw the request to ${provider} for ${child}`,
  confirmTitle: 'Withdraw this request?',
  confirmText: (provider: string, child: string) =>
    `${child} will leave the waitlist of ${provider} and lose this place in line: a new request later joins the end of the list.`,
  /** Added when the request holds an open offer: withdrawing declines it. */
  confirmOfferText: (provider: string) =>
    `This also declines the spot ${provider} offers: it goes to the next family.`,
  reason: 'Reason (optional)',
  reasonHelp: 'The provider sees it.',
  keep: 'Keep the request',
  confirm: 'Withdraw request',
  withdrawn: (provider: string) => `Your request to ${provider} was withdrawn.`,
  withdrawFailed: (provider: string, message: string) =>
    `We could not withdraw the request to ${provider}: ${message}`,
  offer: {
    heading: (provider: string) => `${provider} offers a spot`,
    details: (ageGroup: string, startDate: string) => `${ageGroup}, from ${startDate}`,
    oneStep: 'One tap answers: there is no second step.',
    accept: 'Accept the spot',
    acceptName: (provider: string, child: string) => `Accept the spot at ${provider} for ${child}`,
    decline: 'Decline',
    declineName: (provider: string, child: string) =>
      `Decline the spot at ${provider} for ${child}`,
    accepted: (child: string, provider: string) =>
      `${child} is enrolled at ${provider}. Your other waiting requests for ${child} are paused.`,
    declined: (provider: string) =>
      `You declined the spot at ${provider}. Your other requests are unchanged.`,
    failed: (message: string) => `Your answer was not saved: ${message}`,
    statuses: {
      accepted: 'You accepted this spot.',
      declined: 'You declined this spot.',
      expired: 'This offer expired: the time to answer passed.',
      withdrawn: 'The provider withdrew this offer.',
    },
  },
  paused: {
    question: (count: number, child: string) =>
      count === 1
        ? `${child} has 1 paused request elsewhere. Withdraw it?`
        : `${child} has ${String(count)} paused requests elsewhere. Withdraw them?`,
    hint: 'Other families move up when you leave those lists. Keep them if you may still want a spot there.',
    withdraw: (count: number) => (count === 1 ? 'Withdraw it' : `Withdraw all ${String(count)}`),
    done: (count: number) =>
      count === 1 ? '1 paused request withdrawn.' : `${String(count)} paused requests withdrawn.`,
  },
  ticket: {
    confirmedUntil: (date: string) =>
      `Confirmed: we will ask again around ${date}. Every ${String(reconfirmation.reminderAfterDays)} days we ask whether you still need care, so providers’ waitlists hold only families still looking.`,
    due: (child: string, date: string) =>
      `Still looking for care for ${child}? Confirm by ${date} to keep every place in line.`,
    inactive: (child: string) =>
      `${child}'s requests are inactive because they were not confirmed. Confirm to put them back at their original place in line.`,
    confirm: 'Yes, still interested',
    confirmName: (child: string) => `Yes, still interested in care for ${child}`,
    confirmed: (child: string) => `Thank you: ${child}'s requests are confirmed.`,
    alert: (child: string) =>
      `Tell me when any matching provider near me opens a spot for ${child}`,
    alertOn: (child: string) =>
      `We will tell you when a matching provider opens a spot for ${child}.`,
    alertOff: (child: string) => `Spot alerts for ${child} are off.`,
    failed: (message: string) => `That did not work: ${message}`,
  },
} as const;

export const childcareRequestsErrorWords: ErrorWords = {
  [offersErrorCodes.offerNotFound]: offersMessages.offerNotFound,
  [offersErrorCodes.offerNotOpen]: offersMessages.offerNotOpen,
  [offersErrorCodes.offerExpired]:
    'This offer expired: the time to answer passed. The provider has moved on to the next family.',
  [offersErrorCodes.offerNotAccepted]: offersMessages.notAccepted,
  [waitlistErrorCodes.childcareRequestNotFound]: waitlistMessages.requestNotFound,
  [waitlistErrorCodes.childcareRequestEnrolled]: waitlistMessages.requestEnrolled,
  [waitlistErrorCodes.waitlistTicketNotFound]: waitlistMessages.ticketNotFound,
  [waitlistErrorCodes.childcareProviderNotFound]: waitlistMessages.providerNotFound,
};

/** Statuses a parent may still withdraw from (the others are over or already withdrawn). */
export const withdrawableStatuses: ReadonlySet<ChildcareRequestStatus> = new Set([
  'waiting',
  'offered',
  'paused',
]);
