import { z } from 'zod';
import { dayNames, timesOfDay } from '../constants.ts';

/** One cell of the 7 by 4 availability grid (docs/product/waitlist.md#availability-picker). */
export const AvailabilitySlot = z.object({
  day: z.enum(dayNames),
  timeOfDay: z.enum(timesOfDay),
});
export type AvailabilitySlot = z.infer<typeof AvailabilitySlot>;

/** The product's words, exactly (docs/product/waitlist.md#availability-picker). */
export const availabilitySentencePrefix = 'My preferred schedule availability: ';

function slotIndex(slot: AvailabilitySlot): number {
  const day = dayNames.indexOf(slot.day);
  const time = timesOfDay.indexOf(slot.timeOfDay);
  return day < 0 || time < 0 ? -1 : day * timesOfDay.length + time;
}

/**
 * The selection in grid order (Monday to Sunday, then Morning to Night), each cell once. Slots
 * whose day or time of day is not one of the grid's (possible only for unparsed input) are dropped.
 */
export function normalizeAvailabilitySlots(slots: readonly AvailabilitySlot[]): AvailabilitySlot[] {
  const indexes = new Set(slots.map(slotIndex).filter((index) => index >= 0));
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) => ({
      day: dayNames[Math.floor(index / timesOfDay.length)] ?? dayNames[0],
      timeOfDay: timesOfDay[index % timesOfDay.length] ?? timesOfDay[0],
    }));
}

/**
 * The availability sentence (docs/product/waitlist.md#availability-picker):
 * "My preferred schedule availability: " followed by "day - timeOfDay" entries joined by ", ", e.g.
 * "My preferred schedule availability: Monday - Morning, Friday - Evening".
 * Entries are de-duplicated and sorted Monday to Sunday, then Morning to Night, so the same
 * selection always gives the same sentence whatever order the cells were clicked in.
 * An empty selection gives '' (the prefix alone would tell the assistant nothing).
 */
export function availabilitySentence(slots: readonly AvailabilitySlot[]): string {
  const entries = normalizeAvailabilitySlots(slots).map(
    (slot) => `${slot.day} - ${slot.timeOfDay}`,
  );
  return entries.length === 0 ? '' : `${availabilitySentencePrefix}${entries.join(', ')}`;
}
