import { describe, expect, it } from 'vitest';
import { findDates, looksLikeDate, parseStartDate } from './dates.ts';

// Monday 23 November 2026.
const today = '2026-11-23';

describe('parseStartDate', () => {
  it.each([
    ['2027-01-05', '2027-01-05'],
    ['next Monday', '2026-11-30'],
    ['Sept 1', '2027-09-01'],
    ['September 1, 2027', '2027-09-01'],
    ['December 1st', '2026-12-01'],
    ['tomorrow', '2026-11-24'],
    ['in two weeks', '2026-12-07'],
    ['March 3', '2027-03-03'],
    ['now', today],
    ['right away', today],
  ])('reads %j as %s', (text, value) => {
    expect(parseStartDate(text, today)).toEqual({ ok: true, value });
  });

  it.each(['not sure', "Don't know", 'TBD'])('reads %j as not stated (null)', (text) => {
    expect(parseStartDate(text, today)).toEqual({ ok: true, value: null });
  });

  it('refuses a past date, a date that does not exist and no date at all', () => {
    expect(parseStartDate('2025-01-05', today)).toEqual({
      ok: false,
      reason: '2025-01-05 has already passed; please give today or a later date.',
    });
    expect(parseStartDate('2027-02-30', today)).toEqual({
      ok: false,
      reason: '2027-02-30 is not a real date.',
    });
    expect(parseStartDate('whenever', today).ok).toBe(false);
  });
});

describe('a month alone', () => {
  it('is the next such month in Toronto: its first day, or today in that month', () => {
    expect(parseStartDate('January', today)).toEqual({ ok: true, value: '2027-01-01' });
    expect(parseStartDate('in November', today)).toEqual({ ok: true, value: today });
    expect(parseStartDate('in January', '2027-01-15')).toEqual({ ok: true, value: '2027-01-15' });
    expect(parseStartDate('October', today)).toEqual({ ok: true, value: '2027-10-01' });
  });
});

describe('findDates', () => {
  const days = (text: string) =>
    findDates(text, today).map((mention) => [
      text.slice(mention.start, mention.end),
      mention.value.ok ? mention.value.value : mention.value.reason,
    ]);

  it('finds the dates of a sentence, not its opening hours', () => {
    expect(days('I have 2 preschool spots opening in January')).toEqual([
      ['January', '2027-01-01'],
    ]);
    expect(days('3 infant spots from March 1 and toddlers next Monday')).toEqual([
      ['March 1', '2027-03-01'],
      ['next Monday', '2026-11-30'],
    ]);
    expect(days('We are open Mon-Fri 7:30am to 6pm')).toEqual([]);
    expect(days('no spaces right now')).toEqual([]);
    expect(days('available immediately, or 2025-01-05')).toEqual([
      ['immediately', today],
      ['2025-01-05', '2025-01-05 has already passed; please give today or a later date.'],
    ]);
  });

  it('tells a day of a month from a count', () => {
    expect(looksLikeDate('January 5')).toBe(true);
    expect(looksLikeDate('the 5th of March')).toBe(true);
    expect(looksLikeDate('5 spaces')).toBe(false);
    expect(looksLikeDate('may be 3')).toBe(false);
  });
});
