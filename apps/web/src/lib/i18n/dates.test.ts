import { describe, expect, test } from 'vitest';
import { calendarDateWords, instantWords } from './dates';
import { createMessagesIntl } from './formatter';

const today = { year: 2026, month: 11, day: 27 };
const english = createMessagesIntl('en', {});
const french = createMessagesIntl('fr', {});

describe('calendarDateWords', () => {
  test('keeps the product’s English style and writes French dates the fr-CA way', () => {
    expect(calendarDateWords(english, 'en', '2026-12-07', today)).toBe('Monday, 07 December');
    expect(calendarDateWords(french, 'fr', '2026-12-07', today)).toBe('lundi 7 décembre');
  });

  test('adds the year of a date in another year', () => {
    expect(calendarDateWords(english, 'en', '2027-01-04', today)).toBe('Monday, 04 January 2027');
    expect(calendarDateWords(french, 'fr', '2027-01-04', today)).toBe('lundi 4 janvier 2027');
  });
});

describe('instantWords', () => {
  test('says an instant as Toronto’s day and time, 24-hour in French', () => {
    const iso = '2026-11-27T04:59:59.999Z';
    expect(instantWords(english, 'en', iso, today)).toBe('Thursday, 26 November, 11:59 PM');
    expect(instantWords(french, 'fr', iso, today)).toBe('jeudi 26 novembre à 23 h 59');
  });
});
