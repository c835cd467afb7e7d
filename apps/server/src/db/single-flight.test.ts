import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.ts';

/** Runs that end when the test says so, numbered in the order they started. */
function controlledRuns() {
  const finishers: (() => void)[] = [];
  const run = singleFlight(
    () =>
      new Promise<number>((resolve) => {
        const number = finishers.length + 1;
        finishers.push(() => {
          resolve(number);
        });
      }),
  );
  const finish = async (index: number): Promise<void> => {
    finishers[index]?.();
    // Lets the promise reactions that start the next run happen.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, started: () => finishers.length, finish };
}

describe('singleFlight', () => {
  it('starts a run at once when none is in progress', async () => {
    const { run, started, finish } = controlledRuns();
    const first = run();
    expect(started()).toBe(1);
    await finish(0);
    expect(await first).toBe(1);
  });

  it('gives the calls made during a run one next run, started after it ends', async () => {
    const { run, started, finish } = controlledRuns();
    const first = run();
    const second = run();
    const third = run();
    // One run at a time: the later calls wait rather than share a run started before they asked.
    expect(started()).toBe(1);
    await finish(0);
    expect(started()).toBe(2);
    await finish(1);
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 2]);
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
    expect(runs).toBe(3);
  });
});
