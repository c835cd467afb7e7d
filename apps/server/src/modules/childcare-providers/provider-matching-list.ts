import type { MatchSort } from '@kinderwait/contract';
import type { Database } from '../../db/database.ts';
import type { ChangeSignals } from '../../events/change-signals.ts';
import type { MatchCache } from './provider-matching-cache.ts';
import { createMatchCache } from './provider-matching-cache.ts';
import type { MatchDetails, MatchRank } from './provider-matching.repository.ts';
import {
  countMatchesOf,
  findMatchDetails,
  findMatchNameOrder,
  findMatchPage,
  findMatchRanks,
} from './provider-matching.repository.ts';
import { providerMatch } from './provider-match-item.ts';
import type { MatchCriteria, MatchListOptions, ProviderMatchPage } from './provider-matching.ts';

/**
 * Pages of matches in two phases: the page's ranks (id, distance, vacancy, CWELCC), then the
 * details of the page's providers only. A list asked for once is paged, filtered and counted
 * by the database (findMatchPage). From its second ask within the time to live, every match of
 * the criteria is read, narrow, and remembered per process (provider-matching-cache.ts) with
 * the details pages have shown: its pages are ordered and filtered here (a name sort reads the
 * name order beside it), a slice and no statement. Both ways give the same page.
 */
export interface ProviderMatching {
  listMatches(criteria: MatchCriteria, options: MatchListOptions): Promise<ProviderMatchPage>;
  countMatches(criteria: MatchCriteria): Promise<number>;
  /**
   * Forgets every remembered list, here at once and (by a change signal) in every process once
   * the change commits: a provider changed. `db` is the change's transaction, if any.
   */
  forget(options?: { db?: Database }): Promise<void>;
}

/**
 * How long a list is reused. Another process's provider change shows as soon as its change
 * signal arrives; this is the limit were the signal lost.
 */
export const matchCacheTtlMs = 10_000;

const byId = (a: MatchRank, b: MatchRank): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byDistance = (a: MatchRank, b: MatchRank): number =>
  a.distanceKm - b.distanceKm || byId(a, b);
type MemorySort = Exclude<MatchSort, 'name'>;
const comparators: Record<MemorySort, (a: MatchRank, b: MatchRank) => number> = {
  // Liked first is applied per parent on top of this order (orderedPage).
  recommended: (a, b) => Number(b.vacancy) - Number(a.vacancy) || byDistance(a, b),
  distance: byDistance,
};

/** Each list's orders, computed once per list and sort. */
const orders = new WeakMap<readonly MatchRank[], Map<MemorySort, readonly MatchRank[]>>();

function ordered(ranks: readonly MatchRank[], sort: MemorySort): readonly MatchRank[] {
  let bySort = orders.get(ranks);
  if (bySort === undefined) {
    bySort = new Map();
    orders.set(ranks, bySort);
  }
  let list = bySort.get(sort);
  if (list === undefined) {
    list = [...ranks].sort(comparators[sort]);
    bySort.set(sort, list);
  }
  return list;
}

/** Each name order applied to a list, computed once per pair. */
const nameOrdered = new WeakMap<
  readonly string[],
  { ranks: readonly MatchRank[]; list: readonly MatchRank[] }
>();

/**
 * The list in the database's name order. The two are read apart (each remembered for up to the
 * time to live), so a match missing from the name order goes last, by id, and an id no longer
 * matching is skipped.
 */
export function orderedByName(
  ranks: readonly MatchRank[],
  nameOrder: readonly string[],
): readonly MatchRank[] {
  const cached = nameOrdered.get(nameOrder);
  if (cached?.ranks === ranks) return cached.list;
  const unplaced = new Map(ranks.map((rank) => [rank.id, rank]));
  const list: MatchRank[] = [];
  for (const id of nameOrder) {
    const rank = unplaced.get(id);
    if (rank === undefined) continue;
    list.push(rank);
    unplaced.delete(id);
  }
  list.push(...[...unplaced.values()].sort(byId));
  nameOrdered.set(nameOrder, { ranks, list });
  return list;
}

/** The page of a list already in the asked order, with the filters, and how many pass them. */
function orderedPage(
  list: readonly MatchRank[],
  options: MatchListOptions,
  liked: ReadonlySet<string>,
): { page: MatchRank[]; total: number } {
  const start = (options.page - 1) * options.pageSize;
  const end = start + options.pageSize;
  const inFrench = options.inFrench === true;
  const filtered = options.withVacancy || options.cwelcc || inFrench || options.onlyLiked;
  if (!filtered && (liked.size === 0 || options.sort !== 'recommended')) {
    return { page: list.slice(start, end), total: list.length };
  }
  const passes = (rank: MatchRank): boolean =>
    (!options.withVacancy || rank.vacancy) &&
    (!options.cwelcc || rank.cwelcc) &&
    (!inFrench || rank.inFrench) &&
    (!options.onlyLiked || liked.has(rank.id));
  const kept = list.filter(passes);
  if (options.sort !== 'recommended' || liked.size === 0) {
    return { page: kept.slice(start, end), total: kept.length };
  }
  const first = kept.filter((rank) => liked.has(rank.id));
  const rest = kept.filter((rank) => !liked.has(rank.id));
  return { page: [...first, ...rest].slice(start, end), total: kept.length };
}

export function createProviderMatching(
  db: Database,
  now: () => number,
  ttlMs: number = matchCacheTtlMs,
  changes?: ChangeSignals,
): ProviderMatching {
  const cache: MatchCache = createMatchCache({
    ttlMs,
    maxRows: 500_000,
    maxDetails: 50_000,
    now,
  });
  const forgetAll = (): void => {
    cache.clear();
  };
  changes?.on('providersChanged', { changed: forgetAll, missed: forgetAll });
  const ranksOf = (criteria: MatchCriteria): Promise<readonly MatchRank[]> =>
    cache.ranks(JSON.stringify(criteria), () => findMatchRanks(db, criteria));

  /** The matches in the asked order: named providers are read fresh, lists remembered. */
  const orderedMatches = async (
    criteria: MatchCriteria,
    sort: MatchSort,
    providerIds: readonly string[] | undefined,
  ): Promise<readonly MatchRank[]> => {
    if (providerIds !== undefined) {
      const ranks = findMatchRanks(db, criteria, providerIds);
      if (sort !== 'name') return ordered(await ranks, sort);
      const [loaded, nameOrder] = await Promise.all([
        ranks,
        findMatchNameOrder(db, criteria, providerIds),
      ]);
      return orderedByName(loaded, nameOrder);
    }
    if (sort !== 'name') return ordered(await ranksOf(criteria), sort);
    const key = JSON.stringify(criteria);
    const [ranks, nameOrder] = await Promise.all([
      ranksOf(criteria),
      cache.nameOrder(key, () => findMatchNameOrder(db, criteria)),
    ]);
    return orderedByName(ranks, nameOrder);
  };

  /** The page's ranks: from the remembered list, or from the database for a list asked once. */
  const pageOf = async (
    criteria: MatchCriteria,
    options: MatchListOptions,
    liked: ReadonlySet<string>,
  ): Promise<{ page: readonly MatchRank[]; total: number }> => {
    const key = JSON.stringify(criteria);
    // Named providers (one match, sending requests) are read fresh: a decision rests on them.
    if (
      options.providerIds === undefined &&
      cache.rememberedRanks(key) === undefined &&
      !cache.askedBefore(key)
    ) {
      const { ranks, total } = await findMatchPage(db, criteria, options);
      // A page past the end carries no count: the whole list below answers it.
      if (total !== undefined || options.page === 1) return { page: ranks, total: total ?? 0 };
    }
    const list = await orderedMatches(criteria, options.sort, options.providerIds);
    return orderedPage(list, options, liked);
  };

  return {
    listMatches: async (criteria, options) => {
      const { ageGroupId } = criteria;
      const liked = new Set(options.likedProviderIds);
      const fresh = options.providerIds !== undefined;
      const { page, total } = await pageOf(criteria, options, liked);
      const ids = page.map((rank) => rank.id);
      const load = (missing: readonly string[]): Promise<readonly MatchDetails[]> =>
        findMatchDetails(db, ageGroupId, missing);
      const details = fresh
        ? new Map((await load(ids)).map((row) => [row.id, row]))
        : await cache.details(ageGroupId, ids, load);
      const items = page.flatMap((rank) => {
        const row = details.get(rank.id);
        return row === undefined ? [] : [providerMatch(rank, row, ageGroupId, liked.has(rank.id))];
      });
      return { items, total };
    },

    countMatches: async (criteria) => {
      const remembered = cache.rememberedRanks(JSON.stringify(criteria));
      return remembered === undefined ? countMatchesOf(db, criteria) : (await remembered).length;
    },

    forget: async (options) => {
      cache.clear();
      await changes?.publish({ kind: 'providersChanged' }, options);
    },
  };
}
