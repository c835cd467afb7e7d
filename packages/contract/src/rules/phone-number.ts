import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { safeText } from './safe-text.ts';

export const phoneNumberMessages = {
  notE164: 'Phone number must be in E.164 format, for example +14151231234',
  notPossible:
    'Phone number is not a possible number for its country code, for example +14151231234',
} as const;

/**
 * E.164: a plus, a country code not starting with 0, at most 15 digits in all
 * (docs/product/voice-agent.md#setup-details). Aborts, so a malformed number gets this message
 * alone.
 */
export const E164Phone = safeText(
  z.string().regex(/^\+[1-9]\d{6,14}$/, { error: phoneNumberMessages.notE164, abort: true }),
);

/**
 * A phone number both sides accept: E.164, and a possible length for its country code
 * (libphonenumber's metadata), so "+1416555" is refused before anyone tries to call it.
 */
export const PhoneNumber = E164Phone.refine((value) => isPossiblePhoneNumber(value), {
  error: phoneNumberMessages.notPossible,
});
