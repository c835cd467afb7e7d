/**
 * Dollars as a SuperAdmin types them ("7.99", "$1,049", " 12.5 ", in French "7,99 $" or
 * "1 049") to integer cents, exactly: the digits are read as text, never through a floating-point
 * number, so nothing is rounded. A comma before one or two final digits is a decimal comma; any
 * other comma groups thousands. Null when the text is not an amount of dollars with at most two
 * decimals.
 */
export function parseDollarsToCents(text: string): number | null {
  const bare = text.replace(/[$\s]/g, '');
  const cleaned = /^\d*,\d{1,2}$/.test(bare) ? bare.replace(',', '.') : bare.replaceAll(',', '');
  const match = /^(\d{0,9})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (match === null || !/\d/.test(cleaned)) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole === '' ? '0' : whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the dollars a price field shows: 799 → "7.99", 1900 → "19.00". */
export function centsToDollarText(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${String(whole)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number of units as typed ("300", "1,000"); blank is null ("none"), anything else NaN. */
export function parseWholeNumber(text: string): number | null {
  const cleaned = text.trim().replaceAll(',', '');
  if (cleaned === '') return null;
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
