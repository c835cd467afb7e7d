import { describe, expect, it } from 'vitest';
import { parseAvailabilityAnswer, periodsOfSlots } from './availability.ts';
import { describePeriods } from './clock.ts';
import { parseDays, parseTypedHours } from './hours.ts';

const week = (days: number[], timeStart: string, timeEnd: string) =>
  days.map((day) => ({ day, timeStart, timeEnd }));

describe('parseDays', () => {
  it.each([
    ['Mon-Fri', [0, 1, 2, 3, 4]],
    ['weekdays', [0, 1, 2, 3, 4]],
    ['M-F', [0, 1, 2, 3, 4]],
    ['Monday to Wednesday and Friday', [0, 1, 2, 4]],
    ['weekends', [5, 6]],
    ['every day', [0, 1, 2, 3, 4, 5, 6]],
    ['Fri-Mon', [0, 4, 5, 6]],
    ['Tues, Thurs', [1, 3]],
  ])('reads %j', (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });
});

describe('parseTypedHours', () => {
  it('reads days with a time range', () => {
    expect(parseTypedHours('Mon-Fri 7:30am to 6pm')).toEqual({
      ok: true,
      value: week([0, 1, 2, 3, 4], '07:30', '18:00'),
    });
    expect(parseTypedHours('weekdays 8 to 5')).toEqual({
      ok: true,
      value: week([0, 1, 2, 3, 4], '08:00', '17:00'),
    });
    expect(parseTypedHours('08:00-17:30 Monday to Wednesday')).toEqual({
      ok: true,
      value: week([0, 1, 2], '08:00', '17:30'),
    });
  });

  it('reads several pieces, and a range without days takes the days before it', () => {
    const result = parseTypedHours('Mon-Fri 8-12 and 1-5pm, Saturday 9am to noon');
    expect(result).toEqual({
      ok: true,
      value: [
        ...[0, 1, 2, 3, 4].flatMap((day) => [
          { day, timeStart: '08:00', timeEnd: '12:00' },
          { day, timeStart: '13:00', timeEnd: '17:00' },
        ]),
        { day: 5, timeStart: '09:00', timeEnd: '12:00' },
      ],
    });
    expect(describePeriods(result.ok ? result.value : [])).toBe(
      'Monday to Friday 8:00 AM - 12:00 PM and 1:00 PM - 5:00 PM; Saturday 9:00 AM - 12:00 PM',
    );
  });

  it('refuses hours without days, a closing before the opening and overlaps, with the reason', () => {
    expect(parseTypedHours('8 to 5')).toEqual({
      ok: false,
      reason: 'Which days are those hours for? For example "weekdays 8 to 5".',
    });
    expect(parseTypedHours('Monday 6pm to 8am')).toEqual({
      ok: false,
      reason: 'In "6pm to 8am" the closing time must be after the opening time.',
    });
    expect(parseTypedHours('Monday 8-12, Monday 11-3')).toEqual({
      ok: false,
      reason: 'Two of those periods overlap on the same day; please give each day once.',
    });
    expect(parseTypedHours('we are open a lot').ok).toBe(false);
  });
});

describe('the availability picker answer', () => {
  it('reads the availability sentence and joins touching times of a day', () => {
    const answer = parseAvailabilityAnswer(
      'My preferred schedule availability: Monday - Morning, Monday - Afternoon, Saturday - Night',
    );
    expect(answer).toEqual({
      ok: true,
      value: [
        { day: 'Monday', timeOfDay: 'Morning' },
        { day: 'Monday', timeOfDay: 'Afternoon' },
        { day: 'Saturday', timeOfDay: 'Night' },
      ],
    });
    expect(periodsOfSlots(answer?.ok === true ? answer.value : [])).toEqual([
      { day: 0, timeStart: '06:00', timeEnd: '17:00' },
      { day: 5, timeStart: '00:00', timeEnd: '06:00' },
      { day: 5, timeStart: '21:00', timeEnd: '23:59' },
    ]);
  });

  it('reads the slots as JSON, bare or under slots', () => {
    const slots = [{ day: 'Friday', timeOfDay: 'Evening' }];
    expect(parseAvailabilityAnswer(JSON.stringify(slots))).toEqual({ ok: true, value: slots });
    expect(parseAvailabilityAnswer(JSON.stringify({ slots }))).toEqual({ ok: true, value: slots });
  });

  it('gives null for text that is not the picker answer, and refuses an empty choice', () => {
    expect(parseAvailabilityAnswer('Mon-Fri 8 to 5')).toBeNull();
    expect(parseAvailabilityAnswer('[]')).toEqual({
      ok: false,
      reason: 'No time was selected in the picker; please choose at least one.',
    });
  });
});
