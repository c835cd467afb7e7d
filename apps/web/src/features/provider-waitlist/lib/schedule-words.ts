import { dayNames, timesOfDay } from '@kinderwait/contract/constants';
import type { AvailabilitySlot } from '@kinderwait/contract/rules/availability';
import { providerWaitlistTexts } from '../provider-waitlist-texts';

const words = providerWaitlistTexts.schedule;

type Day = (typeof dayNames)[number];

/** "a", "a and b", "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${words.and} ${items.at(-1) ?? ''}`;
}

/** Days in week order as few words as they take: runs of three or more as "Monday to Friday". */
function dayWords(days: readonly Day[]): string {
  const parts: string[] = [];
  let run: Day[] = [];
  const flush = () => {
    const [first] = run;
    const last = run.at(-1);
    if (first !== undefined && last !== undefined && run.length >= 3) {
      parts.push(words.range(first, last));
    } else {
      parts.push(...run);
    }
    run = [];
  };
  for (const day of days) {
    const previous = run.at(-1);
    if (previous !== undefined && dayNames.indexOf(day) !== dayNames.indexOf(previous) + 1) {
      flush();
    }
    run.push(day);
  }
  flush();
  return listWords(parts);
}

/**
 * When a family needs care, written for the provider (the parent's own sentence is in the first
 * person): days with the same times together, in week order, e.g. "Monday to Friday: morning and
 * afternoon; Saturday: evening". '' for no cells (any time).
 */
export function scheduleWords(slots: readonly AvailabilitySlot[]): string {
  const timesOf = new Map<Day, string[]>();
  for (const day of dayNames) {
    const times = timesOfDay.filter((time) =>
      slots.some((slot) => slot.day === day && slot.timeOfDay === time),
    );
    if (times.length > 0)
      timesOf.set(
        day,
        times.map((time) => time.toLowerCase()),
      );
  }
  // Days grouped by their times, each group placed at its first day.
  const groups = new Map<string, { times: string[]; days: Day[] }>();
  for (const [day, times] of timesOf) {
    const key = times.join('|');
    const group = groups.get(key) ?? { times, days: [] };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => `${dayWords(group.days)}: ${listWords(group.times)}`)
    .join('; ');
}
