import { describe, expect, test } from 'vitest';
import {
  availabilityOf,
  formatCents,
  formatClockTime,
  formatDistance,
  formatStartDate,
  hoursLines,
} from './format';
import { createMessagesIntl } from '../../../lib/i18n/formatter';

const intl = createMessagesIntl('en', {});
const today = { year: 2026, month: 11, day: 23 };

describe('the matches screen’s formats', () => {
  test('a start date reads "Monday, 05 May", with the year only when it is not this year', () => {
    expect(formatStartDate('2026-12-07', today)).toBe('Monday, 07 December');
    expect(formatStartDate('2027-05-03', today)).toBe('Monday, 03 May 2027');
    expect(formatStartDate('2026-11-29', today)).toBe('Sunday, 29 November');
  });

  test('times are hh:mm AM/PM, distances one decimal, fees CAD from cents', () => {
    expect(formatClockTime('07:30')).toBe('07:30 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('00:15')).toBe('12:15 AM');
    expect(formatClockTime('18:00')).toBe('06:00 PM');
    expect(formatDistance(intl, 1.25)).toBe('1.3 km');
    expect(formatDistance(intl, 0.04)).toBe('0.0 km');
    expect(formatCents(intl, 2200)).toBe('$22.00');
    expect(formatCents(intl, 123456)).toBe('$1,234.56');
  });

  test('days with the same hours share a line; closed days are left out', () => {
    expect(
      hoursLines([
        { day: 4, timeStart: '07:00', timeEnd: '17:00' },
        { day: 0, timeStart: '07:00', timeEnd: '18:00' },
        { day: 1, timeStart: '07:00', timeEnd: '18:00' },
        { day: 2, timeStart: '07:00', timeEnd: '18:00' },
        { day: 5, timeStart: '13:00', timeEnd: '16:00' },
        { day: 5, timeStart: '08:00', timeEnd: '12:00' },
      ]),
    ).toEqual([
      { days: 'Monday to Wednesday', times: '07:00 AM – 06:00 PM' },
      { days: 'Friday', times: '07:00 AM – 05:00 PM' },
      { days: 'Saturday', times: '08:00 AM – 12:00 PM, 01:00 PM – 04:00 PM' },
    ]);
    expect(hoursLines([])).toEqual([]);
  });

  test('availability is what the provider stated, never guessed', () => {
    const group = {
      id: 2,
      name: 'Toddler',
      licensedSpaces: 10,
      availableSpaces: 3 as number | null,
      availableStartDate: '2027-01-04' as string | null,
      hoursOfBusiness: [],
    };
    expect(availabilityOf({ ageGroup: group, notStated: [] }, today)).toEqual({
      kind: 'from',
      spaces: 3,
      date: '2027-01-04',
    });
    expect(
      availabilityOf(
        { ageGroup: { ...group, availableStartDate: '2026-11-01' }, notStated: [] },
        today,
      ),
    ).toEqual({ kind: 'now', spaces: 3 });
    expect(
      availabilityOf({ ageGroup: { ...group, availableSpaces: 0 }, notStated: [] }, today),
    ).toEqual({
      kind: 'full',
    });
    expect(
      availabilityOf({ ageGroup: { ...group, availableSpaces: null }, notStated: [] }, today),
    ).toEqual({
      kind: 'not-stated',
    });
    expect(availabilityOf({ ageGroup: group, notStated: ['vacancies'] }, today)).toEqual({
      kind: 'not-stated',
    });
  });
});
