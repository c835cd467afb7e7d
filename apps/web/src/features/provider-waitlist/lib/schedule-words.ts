import { dayNames, timesOfDay } from '@kinderwait/contract/constants';
import type { DayName, TimeOfDay } from '@kinderwait/contract/constants';
import type { AvailabilitySlot } from '@kinderwait/contract/rules/availability';
import type { ProviderWaitlistKey, ProviderWaitlistMessages } from '../provider-waitlist-messages';

type Translate = ProviderWaitlistMessages['t'];

const dayKeys: Record<DayName, ProviderWaitlistKey> = {
  Monday: 'dayMonday',
  Tuesday: 'dayTuesday',
  Wednesday: 'dayWednesday',
  Thursday: 'dayThursday',
  Friday: 'dayFriday',
  Saturday: 'daySaturday',
  Sunday: 'daySunday',
};

const timeKeys: Record<TimeOfDay, ProviderWaitlistKey> = {
  Morning: 'timeMorning',
  Afternoon: 'timeAfternoon',
  Evening: 'timeEvening',
  Night: 'timeNight',
};

/**
 * "a", "a and b", "a, b and c": written here rather than by `Intl.ListFormat`, whose en-CA list
 * adds a comma before "and" that the product's English does not have.
 */
export function listWords(t: Translate, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t('scheduleAnd')} ${items.at(-1) ?? ''}`;
}

/** Days in week order as few words as they take: runs of three or more as "Monday to Friday". */
function dayWords(t: Translate, days: readonly DayName[]): string {
  const parts: string[] = [];
  let run: DayName[] = [];
  const flush = () => {
    const [first] = run;
    const last = run.at(-1);
    if (first !== undefined && last !== undefined && run.length >= 3) {
      parts.push(t('scheduleRange', { from: t(dayKeys[first]), to: t(dayKeys[last]) }));
    } else {
      parts.push(...run.map((day) => t(dayKeys[day])));
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
  return listWords(t, parts);
}

/**
 * When a family needs care, written for the provider (the parent's own sentence is in the first
 * person): days with the same times together, in week order, e.g. "Monday to Friday: morning and
 * afternoon; Saturday: evening". '' for no cells (any time).
 */
export function scheduleWords(t: Translate, slots: readonly AvailabilitySlot[]): string {
  const timesOf = new Map<DayName, TimeOfDay[]>();
  for (const day of dayNames) {
    const times = timesOfDay.filter((time) =>
      slots.some((slot) => slot.day === day && slot.timeOfDay === time),
    );
    if (times.length > 0) timesOf.set(day, times);
  }
  // Days grouped by their times, each group placed at its first day.
  const groups = new Map<string, { times: TimeOfDay[]; days: DayName[] }>();
  for (const [day, times] of timesOf) {
    const key = times.join('|');
    const group = groups.get(key) ?? { times, days: [] };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) =>
      t('scheduleDay', {
        days: dayWords(t, group.days),
        times: listWords(
          t,
          group.times.map((time) => t(timeKeys[time])),
        ),
      }),
    )
    .join('; ');
}
