import { describe, expect, it } from 'vitest';
import { fuseRankings } from './chunk-ranking.ts';
import type { ChunkMatch } from './knowledge-base.repository.ts';

const match = (chunkId: number, rank = 0): ChunkMatch => ({
  chunkId,
  itemKey: 'handbook',
  itemName: 'Handbook.pdf',
  kind: 'file',
  text: `passage ${String(chunkId)}`,
  sourceUrl: null,
  rank,
});

const ids = (matches: readonly ChunkMatch[]) => matches.map((one) => one.chunkId);

describe('fuseRankings (reciprocal rank fusion)', () => {
  it('puts a passage both rankings find above those only one finds', () => {
    const words = [match(1, 0.5), match(2, 0.3)];
    const vectors = [match(3), match(4), match(2)];
    expect(ids(fuseRankings(words, vectors, 4))).toEqual([2, 1, 3, 4]);
  });

  it('keeps the words’ passage as the full-text search gave it (its rank)', () => {
    const [first] = fuseRankings([match(7, 0.42)], [match(7)], 1);
    expect(first?.rank).toBe(0.42);
  });

  it('breaks a tie by the full-text rank, then the older passage', () => {
    expect(ids(fuseRankings([match(9, 0.2)], [match(5)], 2))).toEqual([9, 5]);
    expect(ids(fuseRankings([], [match(8), match(6)], 2))).toEqual([8, 6]);
  });

  it('answers the full-text ranking as it was when there are no vectors', () => {
    const words = [match(3, 0.9), match(1, 0.4), match(2, 0.1)];
    expect(fuseRankings(words, [], 2)).toEqual(words.slice(0, 2));
  });
});
