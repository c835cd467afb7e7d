import { describe, expect, test } from 'vitest';
import { centsToDollars, dollarsToCents, formatClockTime } from './profile-values';

describe('the provider profile values', () => {
  test('dollars typed become cents on the wire, and back', () => {
    expect(dollarsToCents('12.50')).toBe(1250);
    expect(dollarsToCents('$ 80')).toBe(8000);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('ten')).toBeNaN();
    expect(dollarsToCents('65,00 $')).toBe(6500);
    expect(dollarsToCents('1 234,5')).toBe(123450);
    expect(dollarsToCents('1,234')).toBe(123400);
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(null)).toBe('');
  });

  test('times show as hh:mm AM/PM', () => {
    expect(formatClockTime('07:30')).toBe('07:30 AM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('18:00')).toBe('06:00 PM');
  });
});
