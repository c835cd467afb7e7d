import type { AnsweringWindow } from '@kinderwait/contract';
import { dateAndTimeInTimeZone } from '@kinderwait/contract';

/**
 * Whether `now` falls in one of the answering windows, read on Toronto's wall clock (daylight
 * saving included). No window means at all hours; a window opens at `opens` and closes just
 * before `closes`.
 */
export function isWithinAnsweringHours(windows: readonly AnsweringWindow[], now: Date): boolean {
  if (windows.length === 0) return true;
  const { date, hour, minute } = dateAndTimeInTimeZone(now);
  // The calendar date's weekday does not depend on a zone: read it at noon UTC.
  const sundayIsZero = new Date(Date.UTC(date.year, date.month - 1, date.day, 12)).getUTCDay();
  const weekday = sundayIsZero === 0 ? 7 : sundayIsZero;
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return windows.some(
    (window) => window.weekday === weekday && window.opens <= time && time < window.closes,
  );
}
