import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.ts';

describe('singleFlight', () => {
  it('lets calls made during a run share it, and starts a new run after it ended', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const ping = singleFlight(
      () =>
        new Promise<number>((resolve) => {
          runs += 1;
          finish = () => {
            resolve(runs);
          };
        }),
    );

    const first = ping();
    const second = ping();
    finish();
    expect(await Promise.all([first, second])).toEqual([1, 1]);

    const third = ping();
    finish();
    expect(await third).toBe(2);
  });

  it('gives every waiting caller the failure, then tries again on the next call', async () => {
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
