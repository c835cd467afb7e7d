import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader.ts';

/** A loader over a fixed table that records the keys of each load. */
function recordingLoader(maxBatchSize?: number) {
  const loads: string[][] = [];
  const load = createBatchLoader<string, string>({
    load: (keys) => {
      loads.push([...keys]);
      return Promise.resolve(
        new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()])),
      );
    },
    ...(maxBatchSize === undefined ? {} : { maxBatchSize }),
  });
  return { load, loads };
}

describe('createBatchLoader', () => {
  it('answers the keys asked for in one turn with one load, each caller its own row', async () => {
    const { load, loads } = recordingLoader();
    const answers = await Promise.all([load('a'), load('b'), load('a'), load('missing')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(loads).toEqual([['a', 'b', 'missing']]);
  });

  it('loads again for keys asked for in a later turn', async () => {
    const { load, loads } = recordingLoader();
    expect(await load('a')).toBe('A');
    expect(await load('a')).toBe('A');
    expect(loads).toEqual([['a'], ['a']]);
  });

  it('splits a batch larger than maxBatchSize', async () => {
    const { load, loads } = recordingLoader(2);
    expect(await Promise.all([load('a'), load('b'), load('c')])).toEqual(['A', 'B', 'C']);
    expect(loads).toEqual([['a', 'b'], ['c']]);
  });

  it('gives every caller of a failed load the error', async () => {
    const load = createBatchLoader<string, string>({
      load: () => Promise.reject(new Error('database unreachable')),
    });
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results).toEqual([
      { status: 'rejected', reason: new Error('database unreachable') },
      { status: 'rejected', reason: new Error('database unreachable') },
    ]);
  });
});
