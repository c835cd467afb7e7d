import { describe, expect, test } from 'vitest';
import { phoneNumberMessages } from '@kinderwait/contract/rules/phone-number';
import { formatPhoneNumber, OptionalPhoneField } from './phone-number';

function messagesOf(typed: string): string[] {
  const result = OptionalPhoneField.safeParse(typed);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('a phone number typed in a form', () => {
  test('is read as Canadian without a country code, with any punctuation, and sent in E.164', () => {
    expect(OptionalPhoneField.parse(' (416) 555-0123 ')).toBe('+14165550123');
    expect(OptionalPhoneField.parse('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  test('left empty is none', () => {
    expect(OptionalPhoneField.parse('  ')).toBeNull();
  });

  test('that cannot be a number is refused with the contract’s words', () => {
    expect(messagesOf('555-01')).toEqual([phoneNumberMessages.notE164]);
  });

  test('is shown as people write it', () => {
    expect(formatPhoneNumber('+14165550123')).toBe('+1 416 555 0123');
  });
});
