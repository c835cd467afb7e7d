import { describe, expect, it } from 'vitest';
import { parseCount, parseWholeNumber } from './numbers.ts';

describe('parseWholeNumber', () => {
  it.each([
    ['3', 3],
    ['12 spaces', 12],
    ['1,200', 1200],
    ['three', 3],
    ['Three spaces.', 3],
    ['about twenty-five', 25],
    ['a hundred and two', 102],
    ['none', 0],
    ['zero', 0],
    ['no spaces right now', 0],
    ["We don't have any", 0],
    ['we do not have any infant spaces', 0],
    ["we're full", 0],
    ['Nothing at the moment', 0],
    ['no more spots', 0],
    ['a dozen', 12],
  ])('reads %j as %d', (text, value) => {
    expect(parseWholeNumber(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['lots', 'I could not find a number in that answer.'],
    ['no idea', 'I could not find a number in that answer.'],
    ["I don't know", 'I could not find a number in that answer.'],
    ['2.5', 'Please give a whole number, like 4.'],
    ['-2', 'The number cannot be negative.'],
    ['3 or 4', 'I found more than one number there; please give one.'],
  ])('refuses %j with the reason', (text, reason) => {
    expect(parseWholeNumber(text)).toEqual({ ok: false, reason });
  });
});

describe('parseCount', () => {
  it('refuses a number out of range, naming the range', () => {
    expect(parseCount('1001', 0, 1000)).toEqual({
      ok: false,
      reason: 'Please give a number from 0 to 1000.',
    });
    expect(parseCount('five', 0, 10)).toEqual({ ok: true, value: 5 });
  });
});
