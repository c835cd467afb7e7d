/**
 * The current time, injected wherever expiry or rate windows are computed, so tests can move time
 * forward instead of sleeping through a 15-minute link or token lifetime.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Adds `ms` milliseconds to a date without mutating it. */
export function addMilliseconds(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

export const minuteMs = 60_000;
export const dayMs = 24 * 60 * minuteMs;
