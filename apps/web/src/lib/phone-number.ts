import parsePhoneNumber from 'libphonenumber-js/min';
import { z } from 'zod';
import { PhoneNumber } from '@kinderwait/contract/rules/phone-number';

/** Numbers typed without a country code are read as Canadian (the product starts in Toronto). */
const defaultCountry = 'CA';

/**
 * A typed phone number in E.164 (+14165550123) when it is a possible number, read as Canadian
 * without a country code; otherwise the text as typed, for the contract's rule to refuse.
 */
export function toE164(text: string): string {
  const phone = parsePhoneNumber(text, defaultCountry);
  return phone?.isPossible() === true ? phone.number : text;
}

/** A stored E.164 number as people write it: +1 416 555 0123. */
export function formatPhoneNumber(e164: string): string {
  return parsePhoneNumber(e164)?.formatInternational() ?? e164;
}

/**
 * A form's optional phone field: the text as typed (empty for none), turned into E.164 before the
 * contract's phone rule, which the server applies too; null when left empty.
 */
export const OptionalPhoneField = z
  .string()
  .trim()
  .max(40)
  .transform((value) => (value === '' ? null : toE164(value)))
  .pipe(PhoneNumber.nullable());
