import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { safeText } from './rules/safe-text.ts';

/**
 * The embedded telephony sandbox (docs/product/platform.md#embedded-defaults-and-real-services),
 * never in production: every text message and call the app "sent" without Twilio. Its web page is
 * `devTelephonyPagePath` in web-paths.ts.
 */
export const devTelephonyApiPaths = {
  /** GET ?to= — the messages and calls the sandbox holds, newest first. */
  log: '/api/dev/telephony',
} as const;

export const devTelephonyMessages = {
  notAPhoneNumber: 'Give a phone number, for example +14165550123 or (416) 555-0123',
} as const;

/**
 * A phone number as a developer types it: E.164 or a North American number, any punctuation.
 * A "+" a query string turned into a space is forgiven (the number is trimmed first).
 */
const PhoneQuery = safeText(z.string().trim().max(40))
  .meta({ examples: ['+14163947601', '(416) 394-7601'] })
  .transform((value, context) => {
    const parsed = parsePhoneNumberFromString(
      /^\d{11,15}$/.test(value) ? `+${value}` : value,
      'CA',
    );
    if (parsed?.isPossible() !== true) {
      context.addIssue({ code: 'custom', message: devTelephonyMessages.notAPhoneNumber });
      return z.NEVER;
    }
    return parsed.number;
  });

export const TelephonyLogQuery = z.object({ to: PhoneQuery.optional() });

export const telephonyLogKinds = ['sms', 'call', 'number'] as const;

export const TelephonyLogEntry = z.object({
  kind: z.enum(telephonyLogKinds),
  /** E.164. */
  to: z.string(),
  /** The extension a call dialled after connecting; null for a text message or none. */
  extension: z.string().nullable(),
  /** The message's text, or what the call said (one line per spoken part, pauses shown). */
  text: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type TelephonyLogEntry = z.infer<typeof TelephonyLogEntry>;
export const TelephonyLogResponse = z.array(TelephonyLogEntry);
