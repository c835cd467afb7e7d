import type { MatchDetails, MatchRank } from './provider-matching.repository.ts';

/**
 * The process's memory of match lists: the narrow, unordered matches of one set of criteria
 * (a ticket resolved for its child), their name order once a list is sorted by name, and the
 * details of the providers pages have shown. A list
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

interface ListEntry<T> {
  expiresAt: number;
  rows: number;
  list: Promise<readonly T[]>;
}

interface DetailsEntry {
  expiresAt: number;
  details: MatchDetails;
}

export interface MatchCache {
  /** The matches of the criteria `key`, in no order. */
  ranks(key: string, load: () => Promise<readonly MatchRank[]>): Promise<readonly MatchRank[]>;
  /** The matches of `key` if they are remembered now; never loads. */
  rememberedRanks(key: string): Promise<readonly MatchRank[]> | undefined;
  /**
   * Whether the list `key` was asked for within the time to live, noting this ask: a list is
   * remembered from its second ask, so one asked once is paged by the database alone.
   */
  askedBefore(key: string): boolean;
  /** The ids of those matches in name order (asked only when a list is sorted by name). */
  nameOrder(key: string, load: () => Promise<readonly string[]>): Promise<readonly string[]>;
  details(
    ageGroupId: number,
    ids: readonly string[],
    load: (missing: readonly string[]) => Promise<readonly MatchDetails[]>,
  ): Promise<ReadonlyMap<string, MatchDetails>>;
  clear(): void;
}

/** Lists by key, each kept `ttlMs` at most, at most `maxRows` rows in all (oldest dropped). */
function rememberedLists<T>({ ttlMs, maxRows, now }: Omit<MatchCacheOptions, 'maxDetails'>) {
  const lists = new Map<string, ListEntry<T>>();
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
    peek: (key: string): Promise<readonly T[]> | undefined => {
      const cached = lists.get(key);
      return cached !== undefined && cached.expiresAt > now() ? cached.list : undefined;
    },
    get: (key: string, load: () => Promise<readonly T[]>): Promise<readonly T[]> => {
      const cached = lists.get(key);
      if (cached !== undefined && cached.expiresAt > now()) return cached.list;
      drop(key);
      const started = generation;
      // Concurrent requests for the same criteria share one load.
      const list = load();
      const entry: ListEntry<T> = { expiresAt: now() + ttlMs, rows: 0, list };
      lists.set(key, entry);
      list.then(
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
      return list;
    },
    clear: (): void => {
      generation += 1;
      lists.clear();
      rows = 0;
    },
  };
}

export function createMatchCache({
  ttlMs,
  maxRows,
  maxDetails,
  now,
}: MatchCacheOptions): MatchCache {
  const ranks = rememberedLists<MatchRank>({ ttlMs, maxRows, now });
  const nameOrders = rememberedLists<string>({ ttlMs, maxRows, now });
  // Per age group, by provider id: the ids come from remembered lists, so their hashes are reused.
  const details = new Map<number, Map<string, DetailsEntry>>();
  let detailsCount = 0;
  // When each list was last asked for (until then); forgotten wholesale past maxRows keys.
  const asked = new Map<string, number>();
  // Bumped by clear(): details loaded across a change are answered but not kept.
  let generation = 0;

  return {
    ranks: ranks.get,
    rememberedRanks: ranks.peek,
    askedBefore: (key) => {
      const time = now();
      const until = asked.get(key);
      if (asked.size >= maxRows) asked.clear();
      asked.set(key, time + ttlMs);
      return until !== undefined && until > time;
    },
    nameOrder: nameOrders.get,

    details: async (ageGroupId, ids, load) => {
      const time = now();
      const found = new Map<string, MatchDetails>();
      const missing: string[] = [];
      const group = details.get(ageGroupId);
      for (const id of ids) {
        const entry = group?.get(id);
        if (entry !== undefined && entry.expiresAt > time) found.set(id, entry.details);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const started = generation;
      const loaded = await load(missing);
      const keep = generation === started;
      if (keep && detailsCount + loaded.length > maxDetails) {
        details.clear();
        detailsCount = 0;
      }
      let kept = details.get(ageGroupId);
      if (keep && kept === undefined) {
        kept = new Map();
        details.set(ageGroupId, kept);
      }
      for (const row of loaded) {
        found.set(row.id, row);
        if (keep && kept !== undefined) {
          if (!kept.has(row.id)) detailsCount += 1;
          kept.set(row.id, { expiresAt: time + ttlMs, details: row });
        }
      }
      return found;
    },

    clear: () => {
      generation += 1;
      ranks.clear();
      nameOrders.clear();
      details.clear();
      detailsCount = 0;
    },
  };
}
