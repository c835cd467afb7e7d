/**
 * The parent's requests screen's words in English (ICU messages,
 * docs/decisions/i18n.md#the-recipe). The other languages' files have exactly these keys. Words
 * the contract fixes are noted with their constant (childcare-requests-words.test.ts compares).
 */
export default {
  title: 'Your childcare requests',
  pageDescription: "Your children's places on childcare waitlists.",
  intro: 'Every waitlist your children are on, with their place in line.',
  loading: 'Loading your requests',
  loadFailed: 'We could not load your requests.',
  retry: 'Try again',
  empty: 'You have not sent any childcare requests yet.',
  emptyAction: 'Go to your children to find care',
  childFilter: 'Show requests of',
  allChildren: 'All children',
  childHeading: '{firstName} {lastName}',
  /** Requests still on a waitlist, then the withdrawn ones apart (they hold no place). */
  requestCount:
    '{active, plural, one {# request} other {# requests}}{withdrawn, plural, =0 {} other {, # withdrawn}}',
  /** Visible words first, then the child (label in name). */
  moreCare: 'Find more care',
  moreCareName: "Find more care: {firstName}'s matching providers",
  sentOn: 'Sent on {date}',
  withdrawnOn: 'Withdrawn on {date}',
  sentAndWithdrawn: '{sent} · {withdrawn}',
  statusChip: 'Status: {status}',
  statusWaiting: 'Waiting',
  statusOffered: 'Spot offered',
  statusEnrolled: 'Enrolled',
  statusDeclined: 'Declined',
  statusPaused: 'Paused',
  statusInactive: 'Inactive',
  statusWithdrawn: 'Withdrawn',
  providerTypeLicensedCentre: 'Licensed centre',
  providerTypeLicensedHome: 'Licensed home childcare',
  providerTypeUnlicensedHome: 'Home childcare (unlicensed)',
  providerTypeBabysitter: 'Babysitter',
  claimed: 'On KinderWait',
  unclaimed:
    'This centre has not claimed its listing yet: your request is kept and reaches them when they do.',
  /** What the eye reads: "#3 of 12". */
  positionShort: '#{position} of {size}',
  /** What a screen reader says instead. */
  positionFirst: 'Next in line: first of {size, plural, one {# family} other {# families}} waiting',
  positionLong: 'Position {position} of {size} families waiting: {ahead} ahead',
  nextInLine: 'Next in line',
  withdraw: 'Withdraw',
  withdrawName: 'Withdraw the request to {provider} for {child}',
  confirmTitle: 'Withdraw this request?',
  confirmText:
    '{child} will leave the waitlist of {provider} and lose this place in line: a new request later joins the end of the list.',
  /** Added when the request holds an open offer: withdrawing declines it. */
  confirmOfferText: 'This also declines the spot {provider} offers: it goes to the next family.',
  confirmWithOffer: '{text} {offerText}',
  reason: 'Reason (optional)',
  reasonHelp: 'The provider sees it.',
  keep: 'Keep the request',
  confirm: 'Withdraw request',
  withdrawn: 'Your request to {provider} was withdrawn.',
  withdrawFailed: 'We could not withdraw the request to {provider}: {message}',
  offerHeading: '{provider} offers a spot',
  offerDetails: '{ageGroup}, from {startDate}',
  offerOneStep: 'One tap answers: there is no second step.',
  offerAccept: 'Accept the spot',
  offerAcceptName: 'Accept the spot at {provider} for {child}',
  offerDecline: 'Decline',
  offerDeclineName: 'Decline the spot at {provider} for {child}',
  offerAccepted:
    '{child} is enrolled at {provider}. Your other waiting requests for {child} are paused.',
  offerDeclined: 'You declined the spot at {provider}. Your other requests are unchanged.',
  offerFailed: 'Your answer was not saved: {message}',
  offerStatusAccepted: 'You accepted this spot.',
  offerStatusDeclined: 'You declined this spot.',
  offerStatusExpired: 'This offer expired: the time to answer passed.',
  offerStatusWithdrawn: 'The provider withdrew this offer.',
  pausedQuestion:
    '{count, plural, one {{child} has 1 paused request elsewhere. Withdraw it?} other {{child} has # paused requests elsewhere. Withdraw them?}}',
  pausedHint:
    'Other families move up when you leave those lists. Keep them if you may still want a spot there.',
  pausedWithdraw: '{count, plural, one {Withdraw it} other {Withdraw all #}}',
  pausedDone:
    '{count, plural, one {1 paused request withdrawn.} other {# paused requests withdrawn.}}',
  ticketConfirmedUntil:
    'Confirmed: we will ask again around {date}. Every {days} days we ask whether you still need care, so providers’ waitlists hold only families still looking.',
  ticketDue: 'Still looking for care for {child}? Confirm by {date} to keep every place in line.',
  ticketInactive:
    "{child}'s requests are inactive because they were not confirmed. Confirm to put them back at their original place in line.",
  ticketConfirm: 'Yes, still interested',
  ticketConfirmName: 'Yes, still interested in care for {child}',
  ticketConfirmed: "Thank you: {child}'s requests are confirmed.",
  ticketAlert: 'Tell me when any matching provider near me opens a spot for {child}',
  ticketAlertOn: 'We will tell you when a matching provider opens a spot for {child}.',
  ticketAlertOff: 'Spot alerts for {child} are off.',
  ticketFailed: 'That did not work: {message}',
  /** offersMessages.offerNotFound. */
  errorOfferNotFound: 'Offer not found',
  /** offersMessages.offerNotOpen. */
  errorOfferNotOpen: 'This offer is no longer open.',
  errorOfferExpired:
    'This offer expired: the time to answer passed. The provider has moved on to the next family.',
  /** offersMessages.notAccepted. */
  errorOfferNotAccepted:
    'Only after accepting an offer can the other requests be withdrawn this way',
  /** waitlistMessages.requestNotFound. */
  errorRequestNotFound: 'Childcare request not found',
  /** waitlistMessages.requestEnrolled. */
  errorRequestEnrolled:
    'Your child is enrolled through this request: it can no longer be withdrawn',
  /** waitlistMessages.ticketNotFound. */
  errorTicketNotFound: 'Waitlist ticket not found',
  /** waitlistMessages.providerNotFound. */
  errorProviderNotFound: 'Childcare provider not found',
} as const;
