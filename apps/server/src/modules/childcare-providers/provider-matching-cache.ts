import type { MatchDetails, MatchRank } from './provider-matching.repository.ts';

/**
 * The process's memory of match lists: the narrow, unordered matches of one set of criteria
 * (a ticket resolved for its child) and the details of the providers pages have shown. A list
 * is kept `ttlMs` at most and forgotten at once when this process changes a provider
 * (`clear`). Another process's change shows here when the entry expires; the criteria are the
 * key, so a ticket or child location change is a new key and is never served stale.
 */
export interface MatchCacheOptions {
  ttlMs: number;
  /** Rows of every kept list together; past it the oldest lists are dropped. */
  maxRows: number;
  /** Details kept; past it they are all dropped. */
  maxDetails: number;
  now: () => number;
}

interface RankEntry {
  expiresAt: number;
  rows: number;
  ranks: Promise<readonly MatchRank[]>;
}

interface DetailsEntry {
  expiresAt: number;
  details: MatchDetails;
}

export interface MatchCache {
  ranks(key: string, load: () => Promise<readonly MatchRank[]>): Promise<readonly MatchRank[]>;
  details(
    ageGroupId: number,
    ids: readonly string[],
    load: (missing: readonly string[]) => Promise<readonly MatchDetails[]>,
  ): Promise<ReadonlyMap<string, MatchDetails>>;
  clear(): void;
}

export function createMatchCache({
  ttlMs,
  maxRows,
  maxDetails,
  now,
}: MatchCacheOptions): MatchCache {
  const lists = new Map<string, RankEntry>();
  const details = new Map<string, DetailsEntry>();
  let rows = 0;
  // Bumped by clear(): a load that started before a change is not kept after it.
  let generation = 0;

  const drop = (key: string): void => {
    const entry = lists.get(key);
    if (entry === undefined) return;
    rows -= entry.rows;
    lists.delete(key);
  };

  return {
    ranks: (key, load) => {
      const cached = lists.get(key);
      if (cached !== undefined && cached.expiresAt > now()) return cached.ranks;
      drop(key);
      const started = generation;
      // Concurrent requests for the same criteria share one load.
      const ranks = load();
      const entry: RankEntry = { expiresAt: now() + ttlMs, rows: 0, ranks };
      lists.set(key, entry);
      ranks.then(
        (loaded) => {
          if (generation !== started || lists.get(key) !== entry) return;
          entry.rows = loaded.length;
          rows += loaded.length;
          // Map order is insertion order: the oldest lists go first.
          for (const oldest of lists.keys()) {
            if (rows <= maxRows || oldest === key) break;
            drop(oldest);
          }
        },
        () => {
          if (lists.get(key) === entry) lists.delete(key);
        },
      );
      return ranks;
    },

    details: async (ageGroupId, ids, load) => {
      const time = now();
      const found = new Map<string, MatchDetails>();
      const missing: string[] = [];
      for (const id of ids) {
        const entry = details.get(`${String(ageGroupId)}:${id}`);
        if (entry !== undefined && entry.expiresAt > time) found.set(id, entry.details);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const started = generation;
      const loaded = await load(missing);
      const keep = generation === started;
      if (keep && details.size + loaded.length > maxDetails) details.clear();
      for (const row of loaded) {
        found.set(row.id, row);
        if (keep)
          details.set(`${String(ageGroupId)}:${row.id}`, { expiresAt: time + ttlMs, details: row });
      }
      return found;
    },

    clear: () => {
      generation += 1;
      lists.clear();
      details.clear();
      rows = 0;
    },
  };
}
