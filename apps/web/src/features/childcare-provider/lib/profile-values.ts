/**
 * Dollars as typed ("12.50", "$12", or in French "12,50 $") to cents; null for blank, NaN for
 * text that is no amount. A comma before one or two final digits is a decimal comma; any other
 * comma groups thousands.
 */
export function dollarsToCents(text: string): number | null {
  const bare = text.replace(/[$\s]/g, '');
  const cleaned = /^\d+,\d{1,2}$/.test(bare) ? bare.replace(',', '.') : bare.replace(/,/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** Cents to the dollars a field shows ("12.50"); '' for none. */
export function centsToDollars(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}

/**
 * Times shown as hh:mm AM/PM (docs/product/platform.md#dates-and-times; a shared rule; the matches
 * screen shows hours too).
 */
export { formatClockTime } from '@kinderwait/contract/rules/display-format';
