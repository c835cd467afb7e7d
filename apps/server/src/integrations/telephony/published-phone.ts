import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A published phone number as telephony can use it. */
export interface DialablePhone {
  /** E.164, the main line. */
  number: string;
  /** Digits of an extension ("x163"), or null. */
  extension: string | null;
}

/**
 * A phone number as a directory publishes it ("(416) 694-1138x163"), read as Canadian unless it
 * says otherwise. Null when it is not a valid number: nobody can be reached there.
 */
export function parsePublishedPhone(published: string | null): DialablePhone | null {
  if (published === null) return null;
  const parsed = parsePhoneNumberFromString(published, 'CA');
  if (parsed?.isValid() !== true) return null;
  const extension = parsed.ext === undefined || parsed.ext === '' ? null : parsed.ext;
  return { number: parsed.number, extension };
}

/**
 * A number shown partly hidden, as a sign-in screen shows where a code went: the area code and
 * the last two digits of a North American number ("(416) ***-**01"), else the country code and
 * the last two digits.
 */
export function maskedPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed === undefined) return `***${e164.slice(-2)}`;
  const national = parsed.nationalNumber;
  const lastTwo = national.slice(-2);
  if (parsed.countryCallingCode === '1' && national.length === 10) {
    return `(${national.slice(0, 3)}) ***-**${lastTwo}`;
  }
  return `+${parsed.countryCallingCode} ${'*'.repeat(Math.max(0, national.length - 2))}${lastTwo}`;
}
