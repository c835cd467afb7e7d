import { describe, expect, it } from 'vitest';
import { parseStartDate } from './dates.ts';

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
