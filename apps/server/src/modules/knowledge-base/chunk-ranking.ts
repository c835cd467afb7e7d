import type { ChunkMatch } from './knowledge-base.repository.ts';

/**
 * Reciprocal rank fusion's constant (Cormack et al., 2009): a passage scores 1 / (k + place) in
 * each ranking it is in. 60 is the paper's, and keeps one ranking's first place from outweighing
 * a passage both rankings place well.
 */
export const fusionK = 60;

/**
 * The full-text ranking and the vector ranking (each best first) fused by reciprocal rank: a
 * passage both find rises, one only either finds stays in. Ties go to the full-text rank, then
 * the older passage. Each passage appears once, as the full-text search gave it when it did.
 */
export function fuseRankings(
  words: readonly ChunkMatch[],
  vectors: readonly ChunkMatch[],
  limit: number,
): ChunkMatch[] {
  const fused = new Map<number, { match: ChunkMatch; score: number }>();
  for (const ranking of [words, vectors]) {
    for (const [index, match] of ranking.entries()) {
      const entry = fused.get(match.chunkId);
      const score = 1 / (fusionK + index + 1);
      if (entry === undefined) fused.set(match.chunkId, { match, score });
      else entry.score += score;
    }
  }
  return [...fused.values()]
    .sort(
      (a, b) =>
        b.score - a.score || b.match.rank - a.match.rank || a.match.chunkId - b.match.chunkId,
    )
    .slice(0, limit)
    .map(({ match }) => match);
}
