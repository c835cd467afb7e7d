import type { AvailabilitySlot } from '@kinderwait/contract';
import {
  AvailabilitySlot as AvailabilitySlotSchema,
  availabilitySentencePrefix,
  dayNames,
  timesOfDay,
} from '@kinderwait/contract';
import { z } from 'zod';
import type { OpeningPeriod } from './clock.ts';
import { clockOf } from './clock.ts';
import type { Parsed } from './parsed.ts';
import { parsed, refused } from './parsed.ts';

/**
 * The clock window of each time of day of the picker, in minutes, as the schedule filter reads
 * them (provider-matching.ts): Morning 06-12, Afternoon 12-17, Evening 17-21, Night 21-06 (a
 * day's 00:00-06:00 and 21:00 to the end of the day).
 */
const windows: Record<AvailabilitySlot['timeOfDay'], readonly (readonly [number, number])[]> = {
  Morning: [[6 * 60, 12 * 60]],
  Afternoon: [[12 * 60, 17 * 60]],
  Evening: [[17 * 60, 21 * 60]],
  Night: [
    [0, 6 * 60],
    [21 * 60, 24 * 60],
  ],
};

/** The picker's cells as opening periods, touching windows of a day joined into one period. */
export function periodsOfSlots(slots: readonly AvailabilitySlot[]): OpeningPeriod[] {
  const periods: OpeningPeriod[] = [];
  dayNames.forEach((dayName, day) => {
    const spans = slots
      .filter((slot) => slot.day === dayName)
      .flatMap((slot) => windows[slot.timeOfDay])
      .map(([from, to]) => [from, to] as [number, number])
      .sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const span of spans) {
      const last = merged[merged.length - 1];
      if (last !== undefined && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
      else merged.push(span);
    }
    for (const [from, to] of merged) {
      periods.push({ day, timeStart: clockOf(from), timeEnd: clockOf(to) });
    }
  });
  return periods;
}

const SlotList = z.array(AvailabilitySlotSchema);
const entryPattern = new RegExp(`(${dayNames.join('|')})\\s*-\\s*(${timesOfDay.join('|')})`, 'gi');
const capitalized = (word: string): string =>
  word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * The availability picker's answer (docs/product/waitlist.md#availability-picker): the sentence "My
 * preferred schedule availability: Monday - Morning, ..." or the slots as JSON (an array, or an
 * object with `slots`). Null when the text is neither, so the caller can read it as typed hours.
 */
export function parseAvailabilityAnswer(text: string): Parsed<AvailabilitySlot[]> | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch {
      return null;
    }
    const list: unknown =
      typeof json === 'object' && json !== null && !Array.isArray(json) && 'slots' in json
        ? json.slots
        : json;
    const slots = SlotList.safeParse(list);
    if (!slots.success) return null;
    return slots.data.length === 0
      ? refused('No time was selected in the picker; please choose at least one.')
      : parsed(slots.data);
  }
  const start = trimmed.toLowerCase().indexOf(availabilitySentencePrefix.trim().toLowerCase());
  if (start < 0) return null;
  const slots: AvailabilitySlot[] = [];
  for (const match of trimmed.slice(start).matchAll(entryPattern)) {
    const slot = AvailabilitySlotSchema.safeParse({
      day: capitalized(match[1] ?? ''),
      timeOfDay: capitalized(match[2] ?? ''),
    });
    if (slot.success) slots.push(slot.data);
  }
  return slots.length === 0
    ? refused('No time was selected in the picker; please choose at least one.')
    : parsed(slots);
}
