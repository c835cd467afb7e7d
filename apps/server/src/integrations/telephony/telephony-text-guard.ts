import { isSafeText } from '@kinderwait/contract';
import type { OwnedNumber } from './telephony.ts';
import { TelephonyError } from './telephony.ts';

/**
 * A webhook's form body as name → value (a name sent twice keeps its first value, as Twilio never
 * does), or null when any of it is not safe text: Twilio's parameters are stored (the call's id
 * and status), so they pass the text rule where they enter, after percent-decoding.
 */
export function webhookParams(body: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (!isSafeText(name) || !isSafeText(value, { multiLine: true })) return null;
    if (!(name in params)) params[name] = value;
  }
  return params;
}

const e164 = /^\+[1-9]\d{6,14}$/;
const numberSid = /^[A-Z]{2}[0-9a-f]{32}$/;

/** A number the provider answered, checked before it is stored: an E.164 number and a sid. */
export function checkedOwnedNumber(owned: OwnedNumber): OwnedNumber {
  if (!e164.test(owned.number) || !numberSid.test(owned.id)) {
    throw new TelephonyError('unavailable', 'The telephony provider answered an odd number');
  }
  return owned;
}

/** Whether a searched number can be offered (E.164). */
export const isE164 = (number: string): boolean => e164.test(number);
