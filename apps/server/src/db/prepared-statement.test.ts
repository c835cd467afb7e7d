import { describe, expect, it } from 'vitest';
import { batchLoader } from './prepared-statement.ts';

/** A loader over a fixed table that records the keys of each load. */
function recordingLoader(maxBatchSize?: number) {
  const loads: string[][] = [];
  const load = batchLoader<string, string>(
    (keys) => {
      loads.push([...keys]);
      return Promise.resolve(
        new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()])),
      );
    },
    ...(maxBatchSize === undefined ? [] : [maxBatchSize]),
  );
  return { load, loads };
}

describe('batchLoader', () => {
  it('answers the keys asked for in one turn with one load, each caller its own row', async () => {
    const { load, loads } = recordingLoader();
    const answers = await Promise.all([load('a'), load('b'), load('a'), load('missing')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(loads).toEqual([['a', 'b', 'missing']]);
  });

  it('shares one load between callbacks of one turn, as requests read from two sockets', async () => {
    const { load, loads } = recordingLoader();
    // Callbacks queued before a phase of the loop run in that phase, promise jobs drained between
    // them, as the read callbacks of two sockets do. Immediates, not timers: two timers are due
    // together only if the loop's clock reads the same for both, which a busy machine breaks.
    const asked = await Promise.all(
      ['a', 'b'].map(
        (key) =>
          new Promise<string | undefined>((resolve) => {
            setImmediate(() => {
              resolve(load(key));
            });
          }),
      ),
    );
    expect(asked).toEqual(['A', 'B']);
    expect(loads).toEqual([['a', 'b']]);
  });

  it('loads again for keys asked for in a later turn', async () => {
    const { load, loads } = recordingLoader();
    expect(await load('a')).toBe('A');
    expect(await load('a')).toBe('A');
    expect(loads).toEqual([['a'], ['a']]);
  });

  it('loads a key again when it is asked for while its batch is already loading', async () => {
    const loads: string[][] = [];
    let finishFirst = (): void => undefined;
    const load = batchLoader<string, number>(async (keys) => {
      const batch = loads.push([...keys]);
      if (batch === 1) {
        await new Promise<void>((resolve) => {
          finishFirst = resolve;
        });
      }
      return new Map(keys.map((key) => [key, batch]));
    });
    const first = load('a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads).toEqual([['a']]);
    // The first query started before this ask: its row may be older than the ask.
    const second = load('a');
    await new Promise((resolve) => setImmediate(resolve));
    finishFirst();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(loads).toEqual([['a'], ['a']]);
  });

  it('splits a batch larger than maxBatchSize', async () => {
    const { load, loads } = recordingLoader(2);
    expect(await Promise.all([load('a'), load('b'), load('c')])).toEqual(['A', 'B', 'C']);
    expect(loads).toEqual([['a', 'b'], ['c']]);
  });

  it('gives every caller of a failed load the error', async () => {
    const load = batchLoader<string, string>(() =>
      Promise.reject(new Error('database unreachable')),
    );
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results).toEqual([
      { status: 'rejected', reason: new Error('database unreachable') },
      { status: 'rejected', reason: new Error('database unreachable') },
    ]);
  });
});
