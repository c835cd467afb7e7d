import { describe, expect, test } from 'vitest';
import { PhoneNumber, phoneNumberMessages } from './phone-number.ts';

function messagesOf(value: string): string[] {
  const result = PhoneNumber.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('PhoneNumber', () => {
  test('accepts a possible E.164 number', () => {
    expect(messagesOf('+14165550123')).toEqual([]);
    expect(messagesOf('+33612345678')).toEqual([]);
  });

  test('refuses a number not in E.164 with that message alone', () => {
    expect(messagesOf('416-555-0123')).toEqual([phoneNumberMessages.notE164]);
    expect(messagesOf('+1 416 555 0123')).toEqual([phoneNumberMessages.notE164]);
  });

  test('refuses an E.164-shaped number no country can have, or too short for its own', () => {
    expect(messagesOf('+99912345678')).toEqual([phoneNumberMessages.notPossible]);
    expect(messagesOf('+1416555')).toEqual([phoneNumberMessages.notPossible]);
  });
});
