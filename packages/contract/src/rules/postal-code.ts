/**
 * The Canadian postal code pattern (docs/product/platform.md#form-rules): letter-digit-letter, an
 * optional single space or hyphen, digit-letter-digit. Lower case is accepted because people type
 * it; it is the same code. The pattern is the product's, not Canada Post's stricter letter set, so
 * nothing the product accepts is refused. Surrounding whitespace is not trimmed: the rule judges
 * the value that will be sent.
 */
export const canadianPostalCodePattern = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

export function isCanadianPostalCode(value: string): boolean {
  return canadianPostalCodePattern.test(value);
}

/**
 * The stored spelling of a postal code, upper case with one space ('m5v-2t6' becomes 'M5V 2T6'),
 * as in the City of Toronto data; null when the value (trimmed) does not match the pattern.
 */
export function normalizePostalCode(value: string): string | null {
  const trimmed = value.trim();
  if (!isCanadianPostalCode(trimmed)) return null;
  const compact = trimmed.replace(/[ -]/, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}
