import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarDate } from './calendar-date.ts';
import { parseCalendarDate } from './calendar-date.ts';
import { addOntarioBusinessDays } from './ontario-business-days.ts';
import {
  addDaysInTimeZone,
  dateAndTimeInTimeZone,
  endOfDayInTimeZone,
  nextMidnightInTimeZone,
  startOfDayInTimeZone,
  startOfMonthInTimeZone,
  todayInTimeZone,
} from './toronto-time.ts';

const day = (iso: string): CalendarDate => {
  const date = parseCalendarDate(iso);
  if (date === null) throw new Error(`Bad test date ${iso}`);
  return date;
};
const at = (iso: string): Date => new Date(iso);
const hours = (from: Date, to: Date): number => (to.getTime() - from.getTime()) / 3_600_000;

describe('endOfDayInTimeZone', () => {
  it('ends a day at 23:59:59.999 in Toronto, in winter and in summer', () => {
    expect(endOfDayInTimeZone(day('2026-11-25'), 'America/Toronto').toISOString()).toBe(
      '2026-11-26T04:59:59.999Z',
    );
    expect(endOfDayInTimeZone(day('2026-07-02'), 'America/Toronto').toISOString()).toBe(
      '2026-07-03T03:59:59.999Z',
    );
    // The day the clocks go back (1 November 2026) ends in standard time.
    expect(endOfDayInTimeZone(day('2026-11-01'), 'America/Toronto').toISOString()).toBe(
      '2026-11-02T04:59:59.999Z',
    );
  });
});

/**
 * The four changes of the clocks in 2026 and 2027, each at 2 a.m. in Toronto: the day before
 * starts at the old offset, the day after at the new one, and the day itself is 23 or 25 hours.
 */
const changes = [
  { day: '2026-03-08', before: '2026-03-07', after: '2026-03-09', length: 23, from: 5, to: 4 },
  { day: '2026-11-01', before: '2026-10-31', after: '2026-11-02', length: 25, from: 4, to: 5 },
  { day: '2027-03-14', before: '2027-03-13', after: '2027-03-15', length: 23, from: 5, to: 4 },
  { day: '2027-11-07', before: '2027-11-06', after: '2027-11-08', length: 25, from: 4, to: 5 },
] as const;

/** Midnight of `iso` in Toronto at an offset of `offset` hours behind UTC. */
const midnightAt = (iso: string, offset: number): string => `${iso}T0${String(offset)}:00:00.000Z`;

/** Checks run in the zone the host happens to be in: a browser's can be any. */
function daylightSavingChecks() {
  describe.each(changes)('on $day (a $length-hour day)', (change) => {
    it('starts the day before, the day and the day after at their own midnights', () => {
      expect(startOfDayInTimeZone(day(change.before)).toISOString()).toBe(
        midnightAt(change.before, change.from),
      );
      expect(startOfDayInTimeZone(day(change.day)).toISOString()).toBe(
        midnightAt(change.day, change.from),
      );
      expect(startOfDayInTimeZone(day(change.after)).toISOString()).toBe(
        midnightAt(change.after, change.to),
      );
    });

    it(`is ${String(change.length)} hours from its midnight to the next`, () => {
      const start = startOfDayInTimeZone(day(change.day));
      expect(hours(start, startOfDayInTimeZone(day(change.after)))).toBe(change.length);
      expect(hours(start, nextMidnightInTimeZone(start))).toBe(change.length);
      expect(hours(start, new Date(endOfDayInTimeZone(day(change.day)).getTime() + 1))).toBe(
        change.length,
      );
    });

    it('ends the day a millisecond before the next midnight, at the new offset', () => {
      const next = startOfDayInTimeZone(day(change.after));
      expect(endOfDayInTimeZone(day(change.day)).getTime()).toBe(next.getTime() - 1);
    });

    it('names the date on either side of each midnight', () => {
      const start = startOfDayInTimeZone(day(change.day));
      const next = startOfDayInTimeZone(day(change.after));
      expect(todayInTimeZone(undefined, new Date(start.getTime() - 1))).toEqual(day(change.before));
      expect(todayInTimeZone(undefined, start)).toEqual(day(change.day));
      expect(todayInTimeZone(undefined, new Date(next.getTime() - 1))).toEqual(day(change.day));
      expect(todayInTimeZone(undefined, next)).toEqual(day(change.after));
      expect(dateAndTimeInTimeZone(next)).toEqual({ date: day(change.after), hour: 0, minute: 0 });
    });

    it('keeps the wall-clock time when adding days across the change', () => {
      const fivePmBefore = at(`${change.before}T${String(17 + change.from)}:00:00Z`);
      const fivePmOn = addDaysInTimeZone(fivePmBefore, 1);
      expect(hours(fivePmBefore, fivePmOn)).toBe(change.length);
      expect(dateAndTimeInTimeZone(fivePmOn)).toEqual({
        date: day(change.day),
        hour: 17,
        minute: 0,
      });
      expect(addDaysInTimeZone(fivePmOn, -1).getTime()).toBe(fivePmBefore.getTime());
    });
  });

  it('starts each month at midnight on the 1st, at that day offset', () => {
    expect(startOfMonthInTimeZone(day('2026-03-20')).toISOString()).toBe(
      '2026-03-01T05:00:00.000Z',
    );
    expect(startOfMonthInTimeZone(day('2026-04-01')).toISOString()).toBe(
      '2026-04-01T04:00:00.000Z',
    );
    expect(startOfMonthInTimeZone(day('2026-11-30')).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(startOfMonthInTimeZone(day('2026-12-01')).toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
    expect(startOfMonthInTimeZone(day('2027-03-14')).toISOString()).toBe(
      '2027-03-01T05:00:00.000Z',
    );
    expect(startOfMonthInTimeZone(day('2027-11-07')).toISOString()).toBe(
      '2027-11-01T04:00:00.000Z',
    );
  });

  it('reads both 1:30 a.m. of the repeated hour as 1 November', () => {
    expect(dateAndTimeInTimeZone(at('2026-11-01T05:30:00Z'))).toEqual({
      date: day('2026-11-01'),
      hour: 1,
      minute: 30,
    });
    expect(dateAndTimeInTimeZone(at('2026-11-01T06:30:00Z'))).toEqual({
      date: day('2026-11-01'),
      hour: 1,
      minute: 30,
    });
  });

  it('moves a wall-clock time the clocks skip an hour later', () => {
    // 2:30 a.m. on 14 March 2027 does not exist in Toronto: the clocks go from 2:00 to 3:00.
    const halfPastTwo = at('2027-03-13T07:30:00Z');
    expect(dateAndTimeInTimeZone(addDaysInTimeZone(halfPastTwo, 1))).toEqual({
      date: day('2027-03-14'),
      hour: 3,
      minute: 30,
    });
  });

  it('ends business-day deadlines across each change at that day midnight', () => {
    // Friday + 1 business day is Monday, after the weekend the clocks changed.
    const deadline = (from: string, count: number): string =>
      endOfDayInTimeZone(addOntarioBusinessDays(day(from), count)).toISOString();
    expect(deadline('2026-03-06', 1)).toBe('2026-03-10T03:59:59.999Z');
    expect(deadline('2026-10-30', 1)).toBe('2026-11-03T04:59:59.999Z');
    expect(deadline('2027-03-12', 2)).toBe('2027-03-17T03:59:59.999Z');
    expect(deadline('2027-11-05', 1)).toBe('2027-11-09T04:59:59.999Z');
  });
}

describe('Toronto days across the changes of the clocks', () => {
  daylightSavingChecks();
});

// TZDate corrects for the host's own offset, which a browser can have anywhere; these zones
// change their clocks on other days (London), by half an hour (Lord Howe) or never (Kolkata).
describe.each(['America/Toronto', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe'])(
  'on a host in %s',
  (hostZone) => {
    // Node applies a new TZ to Date at once.
    beforeAll(() => {
      vi.stubEnv('TZ', hostZone);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });
    daylightSavingChecks();
  },
);
