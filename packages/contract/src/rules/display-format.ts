import { dayNames } from '../constants.ts';
import type { CalendarDate } from './calendar-date.ts';
import { parseCalendarDate, todayInTimeZone } from './calendar-date.ts';

/** Month names in English, January first. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The weekday of a calendar date, from the Monday-first day list
 * (docs/product/platform.md#dates-and-times).
 */
function weekdayOf(date: CalendarDate): string {
  // getUTCDay: 0 = Sunday.
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return dayNames[(sundayFirst + 6) % 7] ?? '';
}

/**
 * The product's start date style (docs/product/platform.md#dates-and-times), "Monday, 05 May"; the
 * year is added when it is not this year in Toronto ("Monday, 03 May 2027"), so a date a year ahead
 * is not read as this spring. Text that is not a calendar date comes back as it is.
 */
export function formatStartDate(text: string, today: CalendarDate = todayInTimeZone()): string {
  const date = parseCalendarDate(text);
  if (date === null) return text;
  return date.year === today.year ? dayAndMonth(date) : `${dayAndMonth(date)} ${String(date.year)}`;
}

/**
 * The product's date style always with the year, "Monday, 03 May 2027", for text read without
 * knowing today (an assistant's summary may be read next year). Text that is not a calendar date
 * comes back as it is.
 */
export function formatDayWithYear(text: string): string {
  const date = parseCalendarDate(text);
  return date === null ? text : `${dayAndMonth(date)} ${String(date.year)}`;
}

/** "Monday, 05 May". */
function dayAndMonth(date: CalendarDate): string {
  return `${weekdayOf(date)}, ${String(date.day).padStart(2, '0')} ${monthNames[date.month - 1] ?? ''}`;
}

/**
 * Times shown as hh:mm AM/PM, "07:30" → "07:30 AM", "18:00" → "06:00 PM"
 * (docs/product/platform.md#dates-and-times).
 */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
