import { describe, expect, it } from 'vitest';
import { dayNames, timesOfDay } from '../constants.ts';
import type { AvailabilitySlot as Slot } from './availability.ts';
import {
  AvailabilitySlot,
  availabilitySentence,
  availabilitySentencePrefix,
  normalizeAvailabilitySlots,
} from './availability.ts';

describe('availabilitySentence', () => {
  it('writes one "day - timeOfDay" entry after the sentence prefix', () => {
    expect(availabilitySentence([{ day: 'Monday', timeOfDay: 'Morning' }])).toBe(
      'My preferred schedule availability: Monday - Morning',
    );
  });

  it('joins entries with ", "', () => {
    expect(
      availabilitySentence([
        { day: 'Monday', timeOfDay: 'Morning' },
        { day: 'Friday', timeOfDay: 'Evening' },
      ]),
    ).toBe('My preferred schedule availability: Monday - Morning, Friday - Evening');
  });

  it('sorts Monday to Sunday, then Morning to Night, whatever the click order', () => {
    const clicked: Slot[] = [
      { day: 'Sunday', timeOfDay: 'Morning' },
      { day: 'Monday', timeOfDay: 'Night' },
      { day: 'Wednesday', timeOfDay: 'Afternoon' },
      { day: 'Monday', timeOfDay: 'Morning' },
    ];
    expect(availabilitySentence(clicked)).toBe(
      'My preferred schedule availability: Monday - Morning, Monday - Night, Wednesday - Afternoon, Sunday - Morning',
    );
    expect(availabilitySentence([...clicked].reverse())).toBe(availabilitySentence(clicked));
  });

  it('lists a cell selected twice once', () => {
    expect(
      availabilitySentence([
        { day: 'Tuesday', timeOfDay: 'Evening' },
        { day: 'Tuesday', timeOfDay: 'Evening' },
      ]),
    ).toBe('My preferred schedule availability: Tuesday - Evening');
  });

  it('gives "" for an empty selection', () => {
    expect(availabilitySentence([])).toBe('');
  });

  it('writes all 28 cells of a full grid in grid order', () => {
    const all = dayNames.flatMap((day) => timesOfDay.map((timeOfDay) => ({ day, timeOfDay })));
    const sentence = availabilitySentence([...all].reverse());
    expect(sentence.startsWith(availabilitySentencePrefix)).toBe(true);
    const entries = sentence.slice(availabilitySentencePrefix.length).split(', ');
    expect(entries).toHaveLength(28);
    expect(entries[0]).toBe('Monday - Morning');
    expect(entries[27]).toBe('Sunday - Night');
  });
});

describe('normalizeAvailabilitySlots', () => {
  it('returns the cells in grid order, each once, without changing the input', () => {
    const input: Slot[] = [
      { day: 'Friday', timeOfDay: 'Night' },
      { day: 'Friday', timeOfDay: 'Morning' },
      { day: 'Friday', timeOfDay: 'Night' },
    ];
    expect(normalizeAvailabilitySlots(input)).toEqual([
      { day: 'Friday', timeOfDay: 'Morning' },
      { day: 'Friday', timeOfDay: 'Night' },
    ]);
    expect(input).toHaveLength(3);
  });

  it('drops cells that are not a grid day and time of day', () => {
    const unparsed = [
      { day: 'Funday', timeOfDay: 'Morning' },
      { day: 'Monday', timeOfDay: 'Noon' },
      { day: 'Monday', timeOfDay: 'Evening' },
    ] as unknown as Slot[];
    expect(normalizeAvailabilitySlots(unparsed)).toEqual([{ day: 'Monday', timeOfDay: 'Evening' }]);
  });
});

describe('AvailabilitySlot schema', () => {
  it('accepts a grid day and time of day', () => {
    expect(AvailabilitySlot.parse({ day: 'Sunday', timeOfDay: 'Night' })).toEqual({
      day: 'Sunday',
      timeOfDay: 'Night',
    });
  });

  it.each([
    { day: 'monday', timeOfDay: 'Morning' },
    { day: 'Monday', timeOfDay: 'Noon' },
    { day: 'Monday' },
    { timeOfDay: 'Morning' },
    { day: 0, timeOfDay: 'Morning' },
  ])('rejects %o', (slot) => {
    expect(AvailabilitySlot.safeParse(slot).success).toBe(false);
  });
});
