/**
 * Ontario's Harmonized Sales Tax on what KinderWait sells (docs/product/billing.md#tax-and-money).
 * Money is integer cents of one ISO currency end to end; the tax is worked out once per line and
 * rounded half up there, and the totals are plain sums of the lines, so nothing is rounded twice
 * (docs/pricing.md).
 */

/** 13 % as basis points, so the arithmetic stays in integers. */
export const ontarioHstBasisPoints = 1300;
/**
 * The tax's English label, still sent as `taxLabel` for the clients that show it as it is; the
 * web words the tax itself from `taxRatePercent` (below), in the reader's language.
 */
export const salesTaxLabel = 'HST 13%';
/** The rate as a percentage (13), what billing's answers send as `taxRatePercent`. */
export const salesTaxRatePercent = ontarioHstBasisPoints / 100;
export const billingCurrency = 'CAD';

/** The tax on an amount before tax, half up to the cent: 799 → 104 (103.87), 50 → 7 (6.5). */
export function salesTaxOf(
  amountCents: number,
  basisPoints: number = ontarioHstBasisPoints,
): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`Not an amount in cents: ${String(amountCents)}`);
  }
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
}

export interface PricedLine {
  unitAmount: number;
  quantity: number;
}

export interface LineAmounts {
  /** Before tax: unit amount × quantity. */
  subtotalAmount: number;
  taxAmount: number;
  totalAmount: number;
}

export function lineAmounts({ unitAmount, quantity }: PricedLine): LineAmounts {
  const subtotalAmount = unitAmount * quantity;
  const taxAmount = salesTaxOf(subtotalAmount);
  return { subtotalAmount, taxAmount, totalAmount: subtotalAmount + taxAmount };
}

/** The order's amounts: sums of its lines' amounts (each line rounded once, the sum never). */
export function orderAmounts(lines: readonly LineAmounts[]): LineAmounts {
  return lines.reduce<LineAmounts>(
    (sum, line) => ({
      subtotalAmount: sum.subtotalAmount + line.subtotalAmount,
      taxAmount: sum.taxAmount + line.taxAmount,
      totalAmount: sum.totalAmount + line.totalAmount,
    }),
    { subtotalAmount: 0, taxAmount: 0, totalAmount: 0 },
  );
}

/** Cents as Canadian dollars for people: 90300 → "$903.00". */
export function formatCad(amountCents: number): string {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency: billingCurrency }).format(
    amountCents / 100,
  );
}
