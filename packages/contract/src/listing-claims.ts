import { z } from 'zod';
import { brand } from './brand.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * Claiming a licensed-centre listing (docs/product/catalogue.md#claiming-a-listing): a Licenced
 * operator asks for a six-digit code, sent to the centre's published phone by text message or by a
 * voice call that reads it out, and enters it; the listing becomes their provider profile (GET
 * /api/childcare-providers).
 */
export const listingClaimsApiPaths = {
  /** POST { channel }: sends a new code to the listing's phone. */
  claims: '/api/childcare-providers/listings/{listingId}/claims',
  /** POST { code }: proves the code; answers the provider profile the listing became. */
  verify: '/api/childcare-providers/claims/{claimId}/actions/verify',
} as const;

export const claimCodeLength = 6;
export const claimCodeTtlMinutes = 10;
/** Wrong codes a claim takes; after that only a new code helps. */
export const claimCodeMaxTries = 5;
/** Codes one listing's phone receives per hour, whoever asks (the centre is not to be harassed). */
export const claimCodesPerListingPerHour = 3;
/** Codes one account may ask for per hour, all listings together. */
export const claimCodesPerUserPerHour = 10;

export const claimChannels = ['sms', 'call'] as const;
export const ClaimChannel = z.enum(claimChannels);
export type ClaimChannel = z.infer<typeof ClaimChannel>;

export const ListingClaimParams = z.object({
  listingId: z.uuid().transform((id) => id.toLowerCase()),
});
export const RequestClaimCodeBody = z.object({ channel: ClaimChannel });
export type RequestClaimCodeBody = z.infer<typeof RequestClaimCodeBody>;

export const ClaimCodeSent = z.object({
  claimId: z.uuid(),
  channel: ClaimChannel,
  /** The number the code went to, partly hidden: "(416) ***-**01". */
  sentTo: z.string(),
  /** The extension a call tried to reach ("163"), or null. */
  extension: z.string().nullable(),
  /** ISO 8601, UTC. */
  expiresAt: z.string(),
  triesLeft: z.number().int(),
});
export type ClaimCodeSent = z.infer<typeof ClaimCodeSent>;

export const VerifyClaimParams = z.object({
  claimId: z.uuid().transform((id) => id.toLowerCase()),
});

export const listingClaimsMessages = {
  codeFormat: `Enter the ${String(claimCodeLength)}-digit code`,
  listingAlreadyClaimed: `This centre is already managed on ${brand.productName}. If it is yours, write to ${brand.supportEmail} and we will help you get access.`,
  listingAlreadyYours: 'You already manage this centre.',
  alreadyManagesListing: `You already manage a licensed centre. To manage another one, write to ${brand.supportEmail}.`,
  listingPhoneUnusable: `We cannot reach this centre's published phone number. Write to ${brand.supportEmail} and we will verify your centre another way.`,
  smsNotPossible:
    "This centre's phone number has an extension, which text messages cannot reach. Ask for a call instead.",
  phoneCannotReceiveSms:
    "This centre's phone number cannot receive text messages. Ask for a call instead.",
  tooManyCodesForListing: `This centre has been sent ${String(claimCodesPerListingPerHour)} codes in the last hour. Please try again later.`,
  tooManyCodesForUser: `You have asked for ${String(claimCodesPerUserPerHour)} codes in the last hour. Please try again later.`,
  telephonyUnavailable: 'We could not send the code just now. Please try again in a few minutes.',
  codeIncorrect: (triesLeft: number): string =>
    triesLeft > 0
      ? `That code is not right. You can try ${String(triesLeft)} more ${triesLeft === 1 ? 'time' : 'times'}.`
      : 'That code is not right, and it cannot be tried again. Ask for a new code.',
  codeExpired: `This code has expired (codes last ${String(claimCodeTtlMinutes)} minutes). Ask for a new code.`,
  triesExhausted: 'This code has been entered wrongly too many times. Ask for a new code.',
  codeReplaced: 'A newer code was sent for this centre. Enter the newest code.',
} as const;

/** POST .../actions/verify: the code as read out or texted; spaces and dashes are ignored. */
export const VerifyClaimBody = z.object({
  code: safeText(
    z.string({ error: listingClaimsMessages.codeFormat }).max(32, listingClaimsMessages.codeFormat),
  )
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(
      z.string().regex(new RegExp(`^\\d{${String(claimCodeLength)}}$`), {
        error: listingClaimsMessages.codeFormat,
      }),
    ),
});
export type VerifyClaimBody = z.infer<typeof VerifyClaimBody>;

export const listingClaimsErrorCodes = {
  listingAlreadyClaimed: 'listing_already_claimed',
  listingAlreadyYours: 'listing_already_yours',
  alreadyManagesListing: 'already_manages_listing',
  listingPhoneUnusable: 'listing_phone_unusable',
  smsNotPossible: 'sms_not_possible',
  phoneCannotReceiveSms: 'phone_cannot_receive_sms',
  tooManyClaimCodes: 'too_many_claim_codes',
  telephonyUnavailable: 'telephony_unavailable',
  claimCodeIncorrect: 'claim_code_incorrect',
  claimCodeExpired: 'claim_code_expired',
  claimTriesExhausted: 'claim_tries_exhausted',
  claimCodeReplaced: 'claim_code_replaced',
} as const;
