import { describe, expect, it } from 'vitest';
import { callbackNumberOf, completeMessage, readField, spokenNumber } from './message-taking.ts';

describe('a message for the centre', () => {
  it.each([
    ['416 555 0134', '+14165550134'],
    ['(416) 555-0134', '+14165550134'],
    ['it is 416.555.0134 thanks', '+14165550134'],
    ['1 416 555 0134', '+14165550134'],
    ['+1 647 555 0199', '+16475550199'],
    ['four one six, five five five, oh one three four', '+14165550134'],
    ['four one six triple five zero one three four', '+14165550134'],
    ['six four seven double five five, zero one nine nine', '+16475550199'],
  ])('reads the callback number %j as %s', (said, e164) => {
    expect(callbackNumberOf(said)).toBe(e164);
  });

  it.each([['555 0134'], ['my number is unlisted'], ['12']])(
    'refuses %j, which is no complete number',
    (said) => {
      expect(callbackNumberOf(said)).toBeNull();
    },
  );

  it('takes the name without "my name is", and reads a number back in groups', () => {
    expect(readField('name', 'My name is Dana Li.')).toBe('Dana Li');
    expect(spokenNumber('+14165550134')).toBe('416 555 0134');
  });

  it('is complete only with all four fields, as the contract has them', () => {
    const draft = { name: 'Dana', callbackNumber: '+14165550134', childAge: '2', question: null };
    expect(completeMessage(draft)).toBeNull();
    expect(completeMessage({ ...draft, question: 'Do you have a spot in March?' })).toEqual({
      ...draft,
      question: 'Do you have a spot in March?',
    });
  });
});
