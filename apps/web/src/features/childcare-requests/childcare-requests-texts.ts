import type { ProviderTypeCode } from '@kinderwait/contract/catalogues';
import type { ChildcareRequestStatus } from '@kinderwait/contract/waitlist';
import { waitlistErrorCodes, waitlistMessages } from '@kinderwait/contract/waitlist';
import type { ErrorWords } from '../../api/error-words';

/** Words of the parent's childcare requests screen (issue 10). Dates are Toronto's. */
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
  requestCount: (count: number) => (count === 1 ? '1 request' : `${String(count)} requests`),
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
  reason: 'Reason for the provider (optional)',
  keep: 'Keep the request',
  confirm: 'Withdraw request',
  withdrawn: (provider: string) => `Your request to ${provider} was withdrawn.`,
  withdrawFailed: (provider: string, message: string) =>
    `We could not withdraw the request to ${provider}: ${message}`,
} as const;

export const childcareRequestsErrorWords: ErrorWords = {
  [waitlistErrorCodes.childcareRequestNotFound]: waitlistMessages.requestNotFound,
  [waitlistErrorCodes.waitlistTicketNotFound]: waitlistMessages.ticketNotFound,
  [waitlistErrorCodes.childcareProviderNotFound]: waitlistMessages.providerNotFound,
};

/** Statuses a parent may still withdraw from (the others are over or already withdrawn). */
export const withdrawableStatuses: ReadonlySet<ChildcareRequestStatus> = new Set([
  'waiting',
  'offered',
  'paused',
]);
