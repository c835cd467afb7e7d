import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDayWithYear, formatStartDate } from './display-format.ts';

describe('formatStartDate (the product date style)', () => {
  const today = { year: 2026, month: 11, day: 23 };

  it('shows a date of this year like "Monday, 05 May"', () => {
    expect(formatStartDate('2026-12-07', today)).toBe('Monday, 07 December');
    expect(formatStartDate('2026-11-29', today)).toBe('Sunday, 29 November');
  });

  it('adds the year to a date of another year', () => {
    expect(formatStartDate('2027-05-03', today)).toBe('Monday, 03 May 2027');
  });

  it('gives back text that is not a date', () => {
    expect(formatStartDate('soon', today)).toBe('soon');
  });
});

describe('formatDayWithYear (the product date style)', () => {
  it('shows a date with its year, whatever today is', () => {
    expect(formatDayWithYear('2027-09-01')).toBe('Wednesday, 01 September 2027');
  });

  it('gives back text that is not a date', () => {
    expect(formatDayWithYear('2027-02-30')).toBe('2027-02-30');
  });
});

describe('formatClockTime (hh:mm AM/PM)', () => {
  it('shows HH:mm as hh:mm AM/PM, midnight and noon as 12', () => {
    expect(formatClockTime('07:30')).toBe('07:30 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('00:15')).toBe('12:15 AM');
    expect(formatClockTime('18:00')).toBe('06:00 PM');
  });
});
