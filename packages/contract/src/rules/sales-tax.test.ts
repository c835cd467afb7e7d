import { describe, expect, it } from 'vitest';
import { formatCad, lineAmounts, orderAmounts, salesTaxOf } from './sales-tax.ts';

describe('salesTaxOf (Ontario HST, 13 %)', () => {
  it('rounds half up to the cent, once', () => {
    expect(salesTaxOf(799)).toBe(104); // 103.87
    expect(salesTaxOf(50)).toBe(7); // 6.5
    expect(salesTaxOf(4)).toBe(1); // 0.52
    expect(salesTaxOf(3)).toBe(0); // 0.39
    expect(salesTaxOf(0)).toBe(0);
    expect(salesTaxOf(9900)).toBe(1287);
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    expect(() => salesTaxOf(-1)).toThrow(RangeError);
    expect(() => salesTaxOf(1.5)).toThrow(RangeError);
  });
});

describe('lineAmounts and orderAmounts', () => {
  it('taxes each line once and sums the lines, never re-rounding the sum', () => {
    const lines = [
      lineAmounts({ unitAmount: 50, quantity: 1 }),
      lineAmounts({ unitAmount: 50, quantity: 1 }),
    ];
    expect(lines[0]).toEqual({ subtotalAmount: 50, taxAmount: 7, totalAmount: 57 });
    // Per line: 7 + 7 = 14, where taxing the sum (100) would give 13.
    expect(orderAmounts(lines)).toEqual({ subtotalAmount: 100, taxAmount: 14, totalAmount: 114 });
    expect(lineAmounts({ unitAmount: 1900, quantity: 3 })).toEqual({
      subtotalAmount: 5700,
      taxAmount: 741,
      totalAmount: 6441,
    });
    expect(orderAmounts([])).toEqual({ subtotalAmount: 0, taxAmount: 0, totalAmount: 0 });
  });
});

describe('formatCad', () => {
  it('writes cents as Canadian dollars', () => {
    expect(formatCad(903)).toBe('$9.03');
    expect(formatCad(11187)).toBe('$111.87');
  });
});
