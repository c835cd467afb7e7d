import { describe, expect, it } from 'vitest';
import { parseChoices, parseText } from './choices.ts';
import { parsePhone } from './phones.ts';
import { parseWebsite } from './urls.ts';
import { parseYesNo } from './yes-no.ts';

describe('parsePhone', () => {
  it.each([
    ['+14151231234', '+14151231234'],
    ['(416) 555-0199', '+14165550199'],
    ['my cell is 416.555.0199', '+14165550199'],
    ['1 647 555 0123', '+16475550123'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %j as %s', (text, value) => {
    expect(parsePhone(text)).toEqual({ ok: true, value });
  });

  it('refuses a short number and text without a number', () => {
    expect(parsePhone('416555')).toEqual({
      ok: false,
      reason:
        '416555 is not a complete phone number. Please write it in E.164 format, like +14151231234.',
    });
    expect(parsePhone('555-0199').ok).toBe(false);
    expect(parsePhone('call me')).toEqual({
      ok: false,
      reason: 'I could not find a phone number there. Please write it like +14151231234.',
    });
  });
});

describe('parseWebsite', () => {
  it.each([
    ['kidsplace.ca', 'https://kidsplace.ca'],
    ['https://www.kidsplace.ca/about', 'https://www.kidsplace.ca/about'],
    ['http://kidsplace.ca', 'http://kidsplace.ca'],
    ['It is www.kidsplace.ca.', 'https://www.kidsplace.ca'],
  ])('reads %j as %s', (text, value) => {
    expect(parseWebsite(text)).toEqual({ ok: true, value });
  });

  it('refuses other schemes and text that is not an address', () => {
    expect(parseWebsite('ftp://kidsplace.ca')).toEqual({
      ok: false,
      reason: 'Use a web address starting with http:// or https://',
    });
    expect(parseWebsite('my website').ok).toBe(false);
    expect(parseWebsite('http://localhost/').ok).toBe(false);
  });
});

describe('parseYesNo', () => {
  it.each([
    ['Yes', 'yes'],
    ['yep, looks good', 'yes'],
    ['Looks good!', 'yes'],
    ['no', 'no'],
    ['No, change the start date', 'no'],
    ['nope', 'no'],
    ['maybe', null],
  ])('reads %j as %s', (text, value) => {
    expect(parseYesNo(text)).toBe(value);
  });
});

describe('parseChoices and parseText', () => {
  const choices = [
    { value: 1, label: 'Infant', words: ['infants?'] },
    { value: 2, label: 'Toddler', words: ['toddlers?'] },
    { value: 3, label: 'Preschool', words: ['pre-?school'] },
  ];
  it('reads names, numbers and "all"', () => {
    expect(parseChoices('Toddlers and infants', choices)).toEqual({ ok: true, value: [1, 2] });
    expect(parseChoices('1 and 3', choices)).toEqual({ ok: true, value: [1, 3] });
    expect(parseChoices('all', choices)).toEqual({ ok: true, value: [1, 2, 3] });
    expect(parseChoices('all of them except toddlers', choices)).toEqual({
      ok: true,
      value: [1, 3],
    });
    expect(parseChoices('everything but infants and preschool', choices)).toEqual({
      ok: true,
      value: [2],
    });
    expect(parseChoices('teenagers', choices)).toEqual({
      ok: false,
      reason: 'Please choose from: 1. Infant, 2. Toddler, 3. Preschool.',
    });
  });
  it('trims a text answer and refuses a blank or long one', () => {
    expect(parseText('  Sunny   Days ', 10, 'name')).toEqual({ ok: true, value: 'Sunny Days' });
    expect(parseText(' ', 10, 'name').ok).toBe(false);
    expect(parseText('a'.repeat(11), 10, 'name').ok).toBe(false);
  });
});
