import { describe, expect, it } from 'vitest';
import { isWithinAnsweringHours } from './answering-hours.ts';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:00', closes: '18:00' }));

describe('answering hours', () => {
  it('answers at all hours when no window is set', () => {
    expect(isWithinAnsweringHours([], new Date('2026-11-29T08:00:00Z'))).toBe(true);
  });

  it('reads the window on Toronto time, not UTC', () => {
    // Friday 2026-11-27 12:30 UTC is 07:30 in Toronto (EST): not yet open.
    expect(isWithinAnsweringHours(weekdays, new Date('2026-11-27T12:30:00Z'))).toBe(false);
    expect(isWithinAnsweringHours(weekdays, new Date('2026-11-27T13:00:00Z'))).toBe(true);
    // Friday 22:30 UTC is 17:30 in Toronto: open; 23:00 UTC is 18:00: closed.
    expect(isWithinAnsweringHours(weekdays, new Date('2026-11-27T22:30:00Z'))).toBe(true);
    expect(isWithinAnsweringHours(weekdays, new Date('2026-11-27T23:00:00Z'))).toBe(false);
  });

  it('keeps Sunday as weekday 7 and a window open until midnight', () => {
    const sunday = [{ weekday: 7, opens: '20:00', closes: '24:00' }];
    // Sunday 2026-11-29 23:59 in Toronto is Monday 04:59 UTC.
    expect(isWithinAnsweringHours(sunday, new Date('2026-11-30T04:59:00Z'))).toBe(true);
    expect(isWithinAnsweringHours(weekdays, new Date('2026-11-30T04:59:00Z'))).toBe(false);
  });

  it('follows daylight saving time', () => {
    // Monday 2026-07-06 12:30 UTC is 08:30 in Toronto (EDT).
    expect(isWithinAnsweringHours(weekdays, new Date('2026-07-06T12:30:00Z'))).toBe(true);
  });
});
