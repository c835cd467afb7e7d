import type { ErrorWords } from '../../../api/error-words';
import type { ListingClaimsMessages } from '../listing-claims-messages';

/** The words for the error codes a claim's calls can answer, in the user's language. */
export function claimErrorWords(t: ListingClaimsMessages['t']): ErrorWords {
  return {
    listing_already_claimed: t('errorListingAlreadyClaimed'),
    listing_already_yours: t('errorListingAlreadyYours'),
    already_manages_listing: t('errorAlreadyManagesListing'),
    listing_phone_unusable: t('errorListingPhoneUnusable'),
    sms_not_possible: t('errorSmsNotPossible'),
    phone_cannot_receive_sms: t('errorPhoneCannotReceiveSms'),
    telephony_unavailable: t('errorTelephonyUnavailable'),
    claim_code_expired: t('errorClaimCodeExpired'),
    claim_tries_exhausted: t('errorClaimTriesExhausted'),
    claim_code_replaced: t('errorClaimCodeReplaced'),
    rate_limited: t('errorRateLimited'),
  };
}
