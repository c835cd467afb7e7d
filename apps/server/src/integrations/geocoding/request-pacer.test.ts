import { describe, expect, it } from 'vitest';
import { createRequestPacer } from './request-pacer.ts';

/** A pacer on a clock that only `sleep` moves, recording every wait. */
function pacedBy(minIntervalMs: number, maxWaitMs: number) {
  let now = 10_000;
  const waits: number[] = [];
  const pacer = createRequestPacer({
    minIntervalMs,
    maxWaitMs,
    now: () => now,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  return {
    pacer,
    waits,
    pass: (ms: number) => {
      now += ms;
    },
  };
}

describe('the request pacer (one request a second for the whole process)', () => {
  it('lets requests asked together go one interval apart, in the order asked', async () => {
    const { pacer, waits } = pacedBy(1000, 5000);
    expect(await Promise.all([pacer.turn(), pacer.turn(), pacer.turn()])).toEqual([
      true,
      true,
      true,
    ]);
    expect(waits).toEqual([1000, 2000]);
  });

  it('lets a request go at once when the interval has passed', async () => {
    const { pacer, waits, pass } = pacedBy(1000, 5000);
    await pacer.turn();
    pass(1000);
    await pacer.turn();
    pass(400);
    await pacer.turn();
    expect(waits).toEqual([600]);
  });

  it('refuses a request that would wait longer than allowed, without taking a turn', async () => {
    const { pacer, waits } = pacedBy(1000, 1500);
    expect(await pacer.turn()).toBe(true);
    expect(await pacer.turn()).toBe(true);
    expect(await pacer.turn()).toBe(false);
    expect(waits).toEqual([1000]);
  });
});
