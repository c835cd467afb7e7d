import { describe, expect, it } from 'vitest';
import { isCanadianPostalCode, normalizePostalCode } from './postal-code.ts';

describe('isCanadianPostalCode (the postal_code form rule)', () => {
  it.each(['M5V 2T6', 'm5v2t6', 'M5V-2T6', 'M5V2T6', 'm5v 2t6', 'K1A 0B1'])(
    'accepts %s',
    (code) => {
      expect(isCanadianPostalCode(code)).toBe(true);
    },
  );

  it.each([
    'M5V  2T6',
    '12345',
    'M5V 2T',
    'M5V 2T66',
    'M5V_2T6',
    'M5V--2T6',
    '5MV 2T6',
    'MMV 2T6',
    ' M5V 2T6',
    'M5V 2T6 ',
    '',
  ])('refuses %j', (code) => {
    expect(isCanadianPostalCode(code)).toBe(false);
  });
});

describe('normalizePostalCode', () => {
  it.each([
    ['m5v2t6', 'M5V 2T6'],
    ['M5V-2T6', 'M5V 2T6'],
    ['m5v 2t6', 'M5V 2T6'],
    ['  M5V 2T6 ', 'M5V 2T6'],
  ])('writes %j as %s', (input, output) => {
    expect(normalizePostalCode(input)).toBe(output);
  });

  it('gives null for a value that is not a postal code', () => {
    expect(normalizePostalCode('12345')).toBeNull();
    expect(normalizePostalCode('M5V  2T6')).toBeNull();
  });
});
