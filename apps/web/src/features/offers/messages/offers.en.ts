/**
 * The offer link page's words in English (ICU messages, docs/decisions/i18n.md#the-recipe). The
 * other languages' files have exactly these keys. Dates are Toronto's.
 */
export default {
  pageTitle: 'Your childcare offer',
  pageDescription: 'Answer a childcare provider’s offer of a spot.',
  loading: 'Loading the offer',
  title: 'A spot for {child} at {provider}',
  ageGroup: 'Age group',
  startDate: 'Start date',
  status: 'Status',
  statusOpen: 'Waiting for your answer',
  statusAccepted: 'Accepted',
  statusDeclined: 'Declined',
  statusExpired: 'Expired: the time to answer has passed',
  statusWithdrawn: 'Withdrawn by the provider',
  oneStep: 'One tap answers: there is no second step.',
  accept: 'Accept the spot',
  decline: 'Decline the spot',
  accepted: 'You accepted. {child} is enrolled at {provider} from {date}.',
  acceptedNext:
    'Your child’s other waiting requests are paused. Sign in to withdraw them in one tap, or keep them.',
  declined:
    'You declined. {provider} will offer the spot to the next family. Your other requests are unchanged.',
  notAnswerable: 'This offer can no longer be answered.',
  toRequests: 'See your requests',
  acceptedWithNext: '{accepted} {next}',
  /** offersMessages.linkInvalid, word for word (offers-messages.test.ts). */
  noToken: 'This link is not valid for this offer. Open the offer from your requests page instead.',
  /** offersMessages.offerNotFound. */
  errorOfferNotFound: 'Offer not found',
  /** offersMessages.linkInvalid. */
  errorOfferLinkInvalid:
    'This link is not valid for this offer. Open the offer from your requests page instead.',
  /** offersMessages.offerNotOpen. */
  errorOfferNotOpen: 'This offer is no longer open.',
  errorOfferExpired:
    'This offer expired: the answer was due by its deadline. The provider has moved on to the next family on the waitlist.',
} as const;
