import { offersErrorCodes, offersMessages } from '@kinderwait/contract/offers';
import type { OfferStatus } from '@kinderwait/contract/offers';
import type { ErrorWords } from '../../api/error-words';

/**
 * Words of the page the emailed offer link opens (docs/product/offers.md#answering-an-offer). Dates
 * are Toronto's.
 */
export const offersTexts = {
  pageTitle: 'Your childcare offer',
  pageDescription: 'Answer a childcare provider’s offer of a spot.',
  loading: 'Loading the offer',
  title: (child: string, provider: string) => `A spot for ${child} at ${provider}`,
  ageGroup: 'Age group',
  startDate: 'Start date',
  status: 'Status',
  statuses: {
    open: 'Waiting for your answer',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired: the time to answer has passed',
    withdrawn: 'Withdrawn by the provider',
  } satisfies Record<OfferStatus, string>,
  oneStep: 'One tap answers: there is no second step.',
  accept: 'Accept the spot',
  decline: 'Decline the spot',
  accepted: (child: string, provider: string, date: string) =>
    `You accepted. ${child} is enrolled at ${provider} from ${date}.`,
  acceptedNext:
    'Your child’s other waiting requests are paused. Sign in to withdraw them in one tap, or keep them.',
  declined: (provider: string) =>
    `You declined. ${provider} will offer the spot to the next family. Your other requests are unchanged.`,
  notAnswerable: 'This offer can no longer be answered.',
  toRequests: 'See your requests',
  noToken: offersMessages.linkInvalid,
  retry: 'Try again',
} as const;

export const offersErrorWords: ErrorWords = {
  [offersErrorCodes.offerNotFound]: offersMessages.offerNotFound,
  [offersErrorCodes.offerLinkInvalid]: offersMessages.linkInvalid,
  [offersErrorCodes.offerNotOpen]: offersMessages.offerNotOpen,
  [offersErrorCodes.offerExpired]:
    'This offer expired: the answer was due by its deadline. The provider has moved on to the next family on the waitlist.',
};
