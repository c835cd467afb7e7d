import type { UsagePeriod } from '@kinderwait/contract';
import {
  addCalendarDays,
  addCalendarMonths,
  startOfDayInTimeZone,
  startOfMonthInTimeZone,
  todayInTimeZone,
} from '@kinderwait/contract';

/** A counting window: from `start` (included) to `end` (excluded), both UTC instants. */
export interface UsageWindow {
  start: Date;
  end: Date;
}

/**
 * The day or month of `now` in Toronto, as UTC instants: a daily limit renews at local
 * midnight, a monthly one on the first of the month (docs/pricing.md).
 */
export function usageWindow(period: UsagePeriod, now: Date): UsageWindow {
  const today = todayInTimeZone(undefined, now);
  if (period === 'day') {
    return {
      start: startOfDayInTimeZone(today),
      end: startOfDayInTimeZone(addCalendarDays(today, 1)),
    };
  }
  return {
    start: startOfMonthInTimeZone(today),
    end: startOfMonthInTimeZone(addCalendarMonths(today, 1)),
  };
}
