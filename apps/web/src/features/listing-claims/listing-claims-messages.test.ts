import { describe, expect, test } from 'vitest';
import { listingClaimsMessages } from '@kinderwait/contract/listing-claims';
import english from './messages/listing-claims.en';

describe('the claim screen’s English words', () => {
  test('keep the contract’s verbatim messages word for word', () => {
    expect({
      listingAlreadyClaimed: english.errorListingAlreadyClaimed,
      listingAlreadyYours: english.errorListingAlreadyYours,
      alreadyManagesListing: english.errorAlreadyManagesListing,
      listingPhoneUnusable: english.errorListingPhoneUnusable,
      smsNotPossible: english.errorSmsNotPossible,
      phoneCannotReceiveSms: english.errorPhoneCannotReceiveSms,
      telephonyUnavailable: english.errorTelephonyUnavailable,
      codeExpired: english.errorClaimCodeExpired,
      triesExhausted: english.errorClaimTriesExhausted,
      codeReplaced: english.errorClaimCodeReplaced,
    }).toEqual({
      listingAlreadyClaimed: listingClaimsMessages.listingAlreadyClaimed,
      listingAlreadyYours: listingClaimsMessages.listingAlreadyYours,
      alreadyManagesListing: listingClaimsMessages.alreadyManagesListing,
      listingPhoneUnusable: listingClaimsMessages.listingPhoneUnusable,
      smsNotPossible: listingClaimsMessages.smsNotPossible,
      phoneCannotReceiveSms: listingClaimsMessages.phoneCannotReceiveSms,
      telephonyUnavailable: listingClaimsMessages.telephonyUnavailable,
      codeExpired: listingClaimsMessages.codeExpired,
      triesExhausted: listingClaimsMessages.triesExhausted,
      codeReplaced: listingClaimsMessages.codeReplaced,
    });
  });
});
