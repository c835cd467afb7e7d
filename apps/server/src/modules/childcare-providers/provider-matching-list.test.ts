import { describe, expect, it } from 'vitest';
import { orderedByName } from './provider-matching-list.ts';
import type { MatchRank } from './provider-matching.repository.ts';

const rank = (id: string): MatchRank => ({
  id,
  distanceKm: 1,
  vacancy: false,
  cwelcc: false,
  inFrench: false,
});
const ids = (list: readonly MatchRank[]): string[] => list.map((item) => item.id);

describe('a list sorted by name', () => {
  it('follows the database’s name order', () => {
    const ranks = [rank('a'), rank('b'), rank('c')];
    expect(ids(orderedByName(ranks, ['c', 'a', 'b']))).toEqual(['c', 'a', 'b']);
  });

  it('puts a match read after its name order last, by id, and skips ids that no longer match', () => {
    const ranks = [rank('d'), rank('a'), rank('c')];
    expect(ids(orderedByName(ranks, ['c', 'gone', 'a']))).toEqual(['c', 'a', 'd']);
  });

  it('orders the same pair once, and a new list under the same name order again', () => {
    const nameOrder = ['b', 'a'];
    const ranks = [rank('a'), rank('b')];
    const first = orderedByName(ranks, nameOrder);
    expect(orderedByName(ranks, nameOrder)).toBe(first);
    const reloaded = [rank('a')];
    expect(ids(orderedByName(reloaded, nameOrder))).toEqual(['a']);
  });
});
