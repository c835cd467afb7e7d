import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Parsed } from './parsed.ts';
import { parsed, refused } from './parsed.ts';

/**
 * A phone number as E.164 (docs/product/voice-agent.md#setup-details, e.g. +14151231234): written
 * in E.164 already, or as a North American number ("(416) 555-0199", "416.555.0199", "1 416 555
 * 0199"), read as Canadian unless it starts with +. Refused (also a seven-digit local number, which
 * lacks its area code) when it cannot be a number of its country (the contract's rule).
 */
export function parsePhone(text: string): Parsed<string> {
  const candidate = /\+?[\d(][\d\s().-]{3,}\d/.exec(text)?.[0];
  if (candidate === undefined) {
    return refused('I could not find a phone number there. Please write it like +14151231234.');
  }
  const number = parsePhoneNumberFromString(candidate, 'CA');
  // A North American number has ten digits: seven is a local number without its area code.
  const shortLocal = number?.countryCallingCode === '1' && number.nationalNumber.length !== 10;
  if (number?.isPossible() !== true || shortLocal) {
    return refused(
      `${candidate.trim()} is not a complete phone number. Please write it in E.164 format, like +14151231234.`,
    );
  }
  return parsed(number.number);
}
