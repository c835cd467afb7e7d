import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  compareCalendarDates,
  daysInMonth,
  parseCalendarDate,
  todayInTimeZone,
  wholeMonthsBetween,
} from './calendar-date.ts';

function date(text: string) {
  const parsed = parseCalendarDate(text);
  if (!parsed) throw new Error(`bad test date ${text}`);
  return parsed;
}

describe('parseCalendarDate', () => {
  it('reads an ISO date as the calendar date written', () => {
    expect(parseCalendarDate('2020-02-29')).toEqual({ year: 2020, month: 2, day: 29 });
  });

  it('takes the written date of an ISO date-time and ignores the time and offset', () => {
    expect(parseCalendarDate('2020-05-01T00:00:00.000Z')).toEqual({ year: 2020, month: 5, day: 1 });
    expect(parseCalendarDate('2020-05-01T23:30:00-05:00')).toEqual({
      year: 2020,
      month: 5,
      day: 1,
    });
  });

  it('reads a Date by its local calendar fields, whatever its time of day', () => {
    expect(parseCalendarDate(new Date(2021, 11, 14, 23, 59))).toEqual({
      year: 2021,
      month: 12,
      day: 14,
    });
    expect(parseCalendarDate(new Date(2021, 0, 1, 0, 0))).toEqual({ year: 2021, month: 1, day: 1 });
  });

  it.each([
    ['an empty string', ''],
    ['whitespace', '   '],
    ['null', null],
    ['undefined', undefined],
    ['words', 'not a date'],
    ['29 February of a common year', '2021-02-29'],
    ['30 February', '2020-02-30'],
    ['31 April', '2021-04-31'],
    ['month 13', '2021-13-01'],
    ['month 0', '2021-00-10'],
    ['day 0', '2021-01-00'],
    ['a non-padded date', '2021-1-5'],
    ['a day-first date', '15/06/2020'],
    ['a date with trailing text', '2020-06-15abc'],
    ['an invalid Date', new Date(Number.NaN)],
  ])('gives null for %s', (_name, input) => {
    expect(parseCalendarDate(input)).toBeNull();
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2000, 2, 29],
    [1900, 2, 28],
    [2023, 4, 30],
    [2023, 1, 31],
    [2023, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('compareCalendarDates', () => {
  it('orders by year, then month, then day', () => {
    expect(compareCalendarDates(date('2020-01-31'), date('2020-02-01'))).toBeLessThan(0);
    expect(compareCalendarDates(date('2021-01-01'), date('2020-12-31'))).toBeGreaterThan(0);
    expect(compareCalendarDates(date('2020-06-15'), date('2020-06-15'))).toBe(0);
  });
});

describe('wholeMonthsBetween', () => {
  it.each([
    ['2020-06-15', '2020-06-15', 0],
    ['2020-06-15', '2020-07-14', 0],
    ['2020-06-15', '2020-07-15', 1],
    ['2020-06-15', '2021-06-14', 11],
    ['2020-06-15', '2021-06-15', 12],
    // Born on the 31st: the month completes on the last day of a shorter month.
    ['2023-01-31', '2023-02-27', 0],
    ['2023-01-31', '2023-02-28', 1],
    ['2024-01-31', '2024-02-28', 0],
    ['2024-01-31', '2024-02-29', 1],
    ['2023-01-31', '2023-03-30', 1],
    ['2023-01-31', '2023-03-31', 2],
    ['2023-01-31', '2023-04-30', 3],
    // Born on a leap day: the birthday of a common year is 28 February.
    ['2020-02-29', '2021-02-27', 11],
    ['2020-02-29', '2021-02-28', 12],
    ['2020-02-29', '2024-02-28', 47],
    ['2020-02-29', '2024-02-29', 48],
    ['2020-02-29', '2020-03-28', 0],
    ['2020-02-29', '2020-03-29', 1],
  ])('from %s to %s is %i months', (from, to, months) => {
    expect(wholeMonthsBetween(date(from), date(to))).toBe(months);
  });

  it('is negative when the end is before the start', () => {
    expect(wholeMonthsBetween(date('2021-06-15'), date('2020-06-15'))).toBe(-12);
  });
});

describe('todayInTimeZone', () => {
  // 03:00 UTC on 1 March is still 29 February in Toronto (UTC-5 in winter).
  const lateEveningInToronto = new Date('2024-03-01T03:00:00Z');

  it('gives the calendar date in Toronto by default, not the UTC date', () => {
    expect(todayInTimeZone(undefined, lateEveningInToronto)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
  });

  it('gives the calendar date of the zone asked for', () => {
    expect(todayInTimeZone('UTC', lateEveningInToronto)).toEqual({ year: 2024, month: 3, day: 1 });
    expect(todayInTimeZone('Asia/Tokyo', new Date('2024-12-31T15:00:00Z'))).toEqual({
      year: 2025,
      month: 1,
      day: 1,
    });
  });
});

describe('addCalendarMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addCalendarMonths({ year: 2026, month: 11, day: 23 }, 9)).toEqual({
      year: 2027,
      month: 8,
      day: 23,
    });
    expect(addCalendarMonths({ year: 2027, month: 5, day: 31 }, 9)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
    expect(addCalendarMonths({ year: 2026, month: 12, day: 1 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
  });
});
