import { listingClaimsMessages } from '@kinderwait/contract/listing-claims';
import type { ErrorWords } from '../../api/error-words';

/** Words of the claim screen. */
export const listingClaimsTexts = {
  pageTitle: 'Claim your licensed centre',
  pageDescription: 'Find your centre in the City of Toronto list and prove you run it.',
  intro:
    "Find your centre by its name or postal code. We send a six-digit code to the centre's published phone number, by text or by a call that reads it out; entering it makes the listing your profile.",
  searchLabel: 'Centre name or postal code',
  search: 'Search',
  searching: 'Searching',
  results: 'Centres found',
  noResults: 'No centre matches. Check the spelling or try the postal code.',
  spaces: (count: number) => `${String(count)} licensed spaces`,
  claimed: 'Already managed on KinderWait',
  choose: 'This is my centre',
  chosen: 'Your centre',
  chooseAnother: 'Choose another centre',
  channel: 'How should we send the code?',
  sms: 'Text message',
  call: 'Phone call (the code is read out)',
  send: 'Send the code',
  sendAgain: 'Send a new code',
  sentTo: (channel: 'sms' | 'call', to: string) =>
    channel === 'sms' ? `We texted a code to ${to}.` : `We are calling ${to} to read out a code.`,
  codeLabel: 'Six-digit code',
  verify: 'Confirm',
} as const;

export const listingClaimsErrorWords: ErrorWords = {
  listing_already_claimed: listingClaimsMessages.listingAlreadyClaimed,
  listing_already_yours: listingClaimsMessages.listingAlreadyYours,
  already_manages_listing: listingClaimsMessages.alreadyManagesListing,
  listing_phone_unusable: listingClaimsMessages.listingPhoneUnusable,
  sms_not_possible: listingClaimsMessages.smsNotPossible,
  phone_cannot_receive_sms: listingClaimsMessages.phoneCannotReceiveSms,
  telephony_unavailable: listingClaimsMessages.telephonyUnavailable,
  claim_code_expired: listingClaimsMessages.codeExpired,
  claim_tries_exhausted: listingClaimsMessages.triesExhausted,
  claim_code_replaced: listingClaimsMessages.codeReplaced,
  rate_limited: 'Too many attempts in a short time. Wait a minute, then try again.',
};
