import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.ts';

/** A run that ends when the test says so, numbered by when it started. */
function controlledRuns() {
  const finishers: (() => void)[] = [];
  let started = 0;
  const run = singleFlight(
    () =>
      new Promise<number>((resolve) => {
        started += 1;
        const number = started;
        finishers.push(() => {
          resolve(number);
        });
      }),
  );
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  return { run, finishers, started: () => started, nextTurn };
}

describe('singleFlight', () => {
  it('lets the calls of one turn share one run', async () => {
    const { run, finishers, started, nextTurn } = controlledRuns();
    const calls = [run(), run(), run()];
    await nextTurn();
    expect(started()).toBe(1);
    finishers[0]?.();
    expect(await Promise.all(calls)).toEqual([1, 1, 1]);
  });

  it('gives a call made during a run the next run, started after the first one ends', async () => {
    const { run, finishers, started, nextTurn } = controlledRuns();
    const first = run();
    await nextTurn();
    const second = run();
    await nextTurn();
    // One run at a time: the second waits instead of starting beside the first.
    expect(started()).toBe(1);
    finishers[0]?.();
    expect(await first).toBe(1);
    await nextTurn();
    expect(started()).toBe(2);
    finishers[1]?.();
    expect(await second).toBe(2);
  });

  it('gives every caller of a failed run the failure, then runs again on the next call', async () => {
    let runs = 0;
    const ping = singleFlight(() => {
      runs += 1;
      return Promise.reject(new Error('unreachable'));
    });
    const results = await Promise.allSettled([ping(), ping()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(ping()).rejects.toThrow('unreachable');
    expect(runs).toBe(2);
  });
});
