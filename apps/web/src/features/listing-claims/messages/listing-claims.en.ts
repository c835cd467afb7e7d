/**
 * The claim screen's words in English (ICU messages, docs/decisions/i18n.md#the-recipe). The other
 * languages' files have exactly these keys.
 */
export default {
  pageTitle: 'Claim your licensed centre',
  pageDescription: 'Find your centre in the City of Toronto list and prove you run it.',
  intro:
    "Find your centre by its name or postal code. We send a six-digit code to the centre's published phone number, by text or by a call that reads it out; entering it makes the listing your profile.",
  searchLabel: 'Centre name or postal code',
  search: 'Search',
  results: 'Centres found',
  noResults: 'No centre matches. Check the spelling or try the postal code.',
  spaces: '{count} licensed spaces',
  claimed: 'Already managed on KinderWait',
  choose: 'This is my centre',
  chooseName: 'This is my centre: {name}',
  chosen: 'Your centre: {name}',
  chooseAnother: 'Choose another centre',
  channel: 'How should we send the code?',
  sms: 'Text message',
  call: 'Phone call (the code is read out)',
  send: 'Send the code',
  sendAgain: 'Send a new code',
  sentBySms: 'We texted a code to {to}.',
  sentByCall: 'We are calling {to} to read out a code.',
  codeLabel: 'Six-digit code',
  verify: 'Confirm',
  /** listingClaimsMessages.listingAlreadyClaimed, word for word. */
  errorListingAlreadyClaimed:
    'This centre is already managed on KinderWait. If it is yours, write to support@kinderwait.ca and we will help you get access.',
  /** listingClaimsMessages.listingAlreadyYours, word for word. */
  errorListingAlreadyYours: 'You already manage this centre.',
  /** listingClaimsMessages.alreadyManagesListing, word for word. */
  errorAlreadyManagesListing:
    'You already manage a licensed centre. To manage another one, write to support@kinderwait.ca.',
  /** listingClaimsMessages.listingPhoneUnusable, word for word. */
  errorListingPhoneUnusable:
    "We cannot reach this centre's published phone number. Write to support@kinderwait.ca and we will verify your centre another way.",
  /** listingClaimsMessages.smsNotPossible, word for word. */
  errorSmsNotPossible:
    "This centre's phone number has an extension, which text messages cannot reach. Ask for a call instead.",
  /** listingClaimsMessages.phoneCannotReceiveSms, word for word. */
  errorPhoneCannotReceiveSms:
    "This centre's phone number cannot receive text messages. Ask for a call instead.",
  /** listingClaimsMessages.telephonyUnavailable, word for word. */
  errorTelephonyUnavailable:
    'We could not send the code just now. Please try again in a few minutes.',
  /** listingClaimsMessages.codeExpired, word for word. */
  errorClaimCodeExpired: 'This code has expired (codes last 10 minutes). Ask for a new code.',
  /** listingClaimsMessages.triesExhausted, word for word. */
  errorClaimTriesExhausted:
    'This code has been entered wrongly too many times. Ask for a new code.',
  /** listingClaimsMessages.codeReplaced, word for word. */
  errorClaimCodeReplaced: 'A newer code was sent for this centre. Enter the newest code.',
  errorRateLimited: 'Too many attempts in a short time. Wait a minute, then try again.',
} as const;
