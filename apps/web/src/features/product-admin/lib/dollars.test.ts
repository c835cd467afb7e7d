import { describe, expect, test } from 'vitest';
import { centsToDollarText, parseDollarsToCents, parseWholeNumber } from './dollars';

describe('parseDollarsToCents', () => {
  test.each([
    ['7.99', 799],
    ['8.99', 899],
    ['0.29', 29],
    ['1.10', 110],
    ['4.35', 435],
    ['19', 1900],
    ['19.', 1900],
    ['12.5', 1250],
    ['.5', 50],
    ['$49.00', 4900],
    ['$ 1,049.95', 104995],
    ['  99  ', 9900],
    ['100000', 10000000],
    ['7,99 $', 799],
    ['1 049,95 $', 104995],
  ])('reads %j as %d cents exactly', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  test.each(['', ' ', '7.999', 'seven', '-1', '1e3', '7,99.1.2', '$', '.', '0x10', '7.9.9'])(
    'refuses %j',
    (text) => {
      expect(parseDollarsToCents(text)).toBeNull();
    },
  );
});

describe('centsToDollarText', () => {
  test.each([
    [799, '7.99'],
    [1900, '19.00'],
    [5, '0.05'],
    [0, '0.00'],
  ])('shows %d cents as %j', (cents, text) => {
    expect(centsToDollarText(cents)).toBe(text);
  });

  test('round-trips every cent value of a price range without drift', () => {
    const drifted: number[] = [];
    for (let cents = 0; cents <= 100_000; cents += 1) {
      if (parseDollarsToCents(centsToDollarText(cents)) !== cents) drifted.push(cents);
    }
    expect(drifted).toEqual([]);
  });
});

describe('parseWholeNumber', () => {
  test('reads whole numbers, blank as none, and anything else as not a number', () => {
    expect(parseWholeNumber('300')).toBe(300);
    expect(parseWholeNumber('1,000')).toBe(1000);
    expect(parseWholeNumber(' ')).toBeNull();
    expect(parseWholeNumber('2.5')).toBeNaN();
    expect(parseWholeNumber('-3')).toBeNaN();
  });
});
