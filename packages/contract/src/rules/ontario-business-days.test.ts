import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from './calendar-date.ts';
import { formatCalendarDate, parseCalendarDate } from './calendar-date.ts';
import {
  addOntarioBusinessDays,
  isOntarioBusinessDay,
  ontarioBusinessDaysBetween,
  ontarioStatutoryHolidays,
} from './ontario-business-days.ts';

const day = (iso: string): CalendarDate => {
  const date = parseCalendarDate(iso);
  if (date === null) throw new Error(`Bad test date ${iso}`);
  return date;
};
const plus = (from: string, count: number): string =>
  formatCalendarDate(addOntarioBusinessDays(day(from), count));

describe('Ontario business days', () => {
  it('skips the weekend: Friday + 3 is Wednesday, Thursday + 1 is Friday', () => {
    expect(plus('2026-11-20', 3)).toBe('2026-11-25');
    expect(plus('2026-11-19', 1)).toBe('2026-11-20');
    expect(plus('2026-11-21', 1)).toBe('2026-11-23'); // from a Saturday
  });

  it('skips Good Friday (Thursday 2 April 2026 + 1 is Monday 6 April; Easter Monday is a business day)', () => {
    expect(plus('2026-04-02', 1)).toBe('2026-04-06');
    expect(isOntarioBusinessDay(day('2026-04-06'))).toBe(true);
  });

  it('skips Family Day (third Monday of February)', () => {
    expect(plus('2026-02-13', 1)).toBe('2026-02-17');
    expect(plus('2027-02-12', 3)).toBe('2027-02-18');
  });

  it('skips Victoria Day (the Monday before 25 May, and 24 May when that is a Monday)', () => {
    expect(plus('2026-05-15', 1)).toBe('2026-05-19');
    expect(isOntarioBusinessDay(day('2027-05-24'))).toBe(false);
  });

  it('skips Thanksgiving (second Monday of October)', () => {
    expect(plus('2026-10-09', 2)).toBe('2026-10-14');
  });

  it('skips Christmas and Boxing Day, moved past a weekend (2027: Saturday and Sunday → Monday 27 and Tuesday 28)', () => {
    // 2026: Christmas on Friday, Boxing Day on Saturday → observed Monday 28.
    expect(plus('2026-12-24', 1)).toBe('2026-12-29');
    expect(isOntarioBusinessDay(day('2026-12-28'))).toBe(false);
    expect(plus('2027-12-24', 1)).toBe('2027-12-29');
    expect(plus('2022-12-23', 1)).toBe('2022-12-28'); // Sun 25 → Mon 26, Mon 26 → Tue 27
  });

  it('observes Canada Day on a weekend on the Monday (Sunday 2029 → 2 July; Saturday 2028 → 3 July)', () => {
    expect(isOntarioBusinessDay(day('2029-07-02'))).toBe(false);
    expect(plus('2029-06-29', 1)).toBe('2029-07-03');
    expect(isOntarioBusinessDay(day('2028-07-03'))).toBe(false);
    expect(plus('2028-06-30', 1)).toBe('2028-07-04');
  });

  it('counts the civic holiday (first Monday of August) as a business day: it is not statutory', () => {
    expect(isOntarioBusinessDay(day('2026-08-03'))).toBe(true);
  });

  it('counts business days between two dates', () => {
    expect(ontarioBusinessDaysBetween(day('2026-12-24'), day('2026-12-31'))).toBe(3); // 29, 30, 31
    expect(ontarioBusinessDaysBetween(day('2026-12-31'), day('2026-12-24'))).toBe(0);
  });

  // The maintained date-holidays list for CA-ON also names Easter Monday a public holiday, which it
  // is for federal workers, not under Ontario's Employment Standards Act; every other date agrees.
  it('names the same holiday dates as date-holidays (CA-ON public, without Easter Monday), 2024-2040', () => {
    const library = new Holidays('CA', 'ON');
    for (let year = 2024; year <= 2040; year += 1) {
      const theirs = library
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public' && holiday.name !== 'Easter Monday')
        .map((holiday) => holiday.date.slice(0, 10))
        .sort();
      const ours = ontarioStatutoryHolidays(year)
        .map((holiday) => formatCalendarDate(holiday.date))
        .sort();
      expect(ours, String(year)).toEqual(theirs);
    }
  });
});
