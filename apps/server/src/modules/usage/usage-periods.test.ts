import { describe, expect, it } from 'vitest';
import { usageWindow } from './usage-periods.ts';

const at = (iso: string): Date => new Date(iso);

describe('usageWindow (America/Toronto)', () => {
  it('is the local calendar day: 10 p.m. in Toronto still counts in that day', () => {
    expect(usageWindow('day', at('2026-11-23T03:00:00Z'))).toEqual({
      start: at('2026-11-22T05:00:00Z'),
      end: at('2026-11-23T05:00:00Z'),
    });
  });

  it('follows daylight saving time: 23 hours on the day clocks go forward', () => {
    expect(usageWindow('day', at('2026-03-08T12:00:00Z'))).toEqual({
      start: at('2026-03-08T05:00:00Z'),
      end: at('2026-03-09T04:00:00Z'),
    });
  });

  it('is the local calendar month, across the change back to standard time and the year end', () => {
    expect(usageWindow('month', at('2026-11-15T12:00:00Z'))).toEqual({
      start: at('2026-11-01T04:00:00Z'),
      end: at('2026-12-01T05:00:00Z'),
    });
    expect(usageWindow('month', at('2027-01-01T04:59:59Z'))).toEqual({
      start: at('2026-12-01T05:00:00Z'),
      end: at('2027-01-01T05:00:00Z'),
    });
  });
});
