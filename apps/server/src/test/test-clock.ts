import type { Clock } from '../clock.ts';

export interface TestClock {
  readonly clock: Clock;
  /** Moves time forward (or back, with a negative value). */
  advance(ms: number): void;
}

/** A clock that stands still until a test moves it, so expiry is tested without sleeping. */
export function createTestClock(start: Date = new Date()): TestClock {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}
