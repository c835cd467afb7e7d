import { describe, expect, it } from 'vitest';
import { createMatchCache } from './provider-matching-cache.ts';
import type { MatchDetails, MatchRank } from './provider-matching.repository.ts';

const rank = (id: string): MatchRank => ({
  id,
  distanceKm: 1,
  vacancy: false,
  cwelcc: false,
  inFrench: false,
});

const detail = (id: string, name = id): MatchDetails => ({
  id,
  name,
  providerTypeId: 1,
  latitude: 43.65,
  longitude: -79.38,
  address: null,
  postalCode: null,
  phone: null,
  website: null,
  locId: null,
  claimed: false,
  cwelcc: false,
  subsidy: false,
  languages: [],
  childcareTypeIds: [],
  dailyFeeCents: null,
  hourlyFeeCents: null,
  locationApproximate: false,
  licensedSpaces: null,
  availableSpaces: null,
  availableStartDate: null,
  hoursOfBusiness: [],
});

function setup(options: { maxRows?: number; maxDetails?: number } = {}) {
  let time = 0;
  const cache = createMatchCache({
    ttlMs: 1000,
    maxRows: options.maxRows ?? 100,
    maxDetails: options.maxDetails ?? 100,
    now: () => time,
  });
  const loads: string[][] = [];
  const loader =
    (name = (id: string) => id) =>
    (missing: readonly string[]): Promise<MatchDetails[]> => {
      loads.push([...missing]);
      return Promise.resolve(missing.map((id) => detail(id, name(id))));
    };
  return {
    cache,
    loads,
    loader,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('remembered match lists', () => {
  it('concurrent requests for the same criteria share one load, kept until the time to live', async () => {
    const { cache, advance } = setup();
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.resolve([rank('a')]);
    };
    const [first, second] = await Promise.all([cache.ranks('k', load), cache.ranks('k', load)]);
    expect(first).toBe(second);
    expect(calls).toBe(1);
    advance(999);
    await cache.ranks('k', load);
    expect(calls).toBe(1);
    advance(1);
    await cache.ranks('k', load);
    expect(calls).toBe(2);
  });

  it('a list is asked before only within the time to live of its last ask', () => {
    const { cache, advance } = setup();
    expect(cache.askedBefore('k')).toBe(false);
    expect(cache.askedBefore('other')).toBe(false);
    advance(999);
    expect(cache.askedBefore('k')).toBe(true);
    advance(999);
    // The ask at 999 ms noted it again.
    expect(cache.askedBefore('k')).toBe(true);
    advance(1000);
    expect(cache.askedBefore('k')).toBe(false);
  });

  it('answers a remembered list without loading, and nothing once it expired or was cleared', async () => {
    const { cache, advance } = setup();
    expect(cache.rememberedRanks('k')).toBeUndefined();
    await cache.ranks('k', () => Promise.resolve([rank('a')]));
    expect(await cache.rememberedRanks('k')).toEqual([rank('a')]);
    advance(1000);
    expect(cache.rememberedRanks('k')).toBeUndefined();
    await cache.ranks('k', () => Promise.resolve([rank('b')]));
    cache.clear();
    expect(cache.rememberedRanks('k')).toBeUndefined();
  });

  it('a failed load is not remembered', async () => {
    const { cache } = setup();
    await expect(cache.ranks('k', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.ranks('k', () => Promise.resolve([rank('a')]))).toEqual([rank('a')]);
  });

  it('past the rows allowed, the oldest lists are forgotten first', async () => {
    const { cache } = setup({ maxRows: 3 });
    await cache.ranks('old', () => Promise.resolve([rank('a'), rank('b')]));
    await cache.ranks('new', () => Promise.resolve([rank('c'), rank('d')]));
    let reloaded = 0;
    await cache.ranks('new', () => {
      reloaded += 1;
      return Promise.resolve([]);
    });
    await cache.ranks('old', () => {
      reloaded += 10;
      return Promise.resolve([]);
    });
    expect(reloaded).toBe(10);
  });

  it('name orders are kept apart from the lists, under the same key', async () => {
    const { cache } = setup();
    await cache.ranks('k', () => Promise.resolve([rank('a'), rank('b')]));
    expect(await cache.nameOrder('k', () => Promise.resolve(['b', 'a']))).toEqual(['b', 'a']);
    expect(await cache.nameOrder('k', () => Promise.resolve(['a', 'b']))).toEqual(['b', 'a']);
    cache.clear();
    expect(await cache.nameOrder('k', () => Promise.resolve(['a', 'b']))).toEqual(['a', 'b']);
  });

  it('clear forgets every list, and a load begun before it is not kept after it', async () => {
    const { cache } = setup();
    let finish: (ranks: MatchRank[]) => void = () => undefined;
    const pending = cache.ranks(
      'k',
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    cache.clear();
    finish([rank('stale')]);
    expect(await pending).toEqual([rank('stale')]);
    expect(await cache.ranks('k', () => Promise.resolve([rank('fresh')]))).toEqual([rank('fresh')]);
  });
});

describe('remembered details', () => {
  it('loads only the providers not remembered for that age group, and keeps age groups apart', async () => {
    const { cache, loads, loader } = setup();
    await cache.details(2, ['a', 'b'], loader());
    const found = await cache.details(2, ['a', 'b', 'c'], loader());
    expect([...found.keys()].sort()).toEqual(['a', 'b', 'c']);
    await cache.details(3, ['a'], loader());
    expect(loads).toEqual([['a', 'b'], ['c'], ['a']]);
  });

  it('loads them again once their time to live is over', async () => {
    const { cache, loads, loader, advance } = setup();
    await cache.details(2, ['a'], loader());
    advance(1000);
    const found = await cache.details(
      2,
      ['a'],
      loader((id) => `${id} renamed`),
    );
    expect(found.get('a')?.name).toBe('a renamed');
    expect(loads).toEqual([['a'], ['a']]);
  });

  it('past the details allowed, forgets them all and keeps counting from the new ones', async () => {
    const { cache, loads, loader } = setup({ maxDetails: 3 });
    await cache.details(2, ['a', 'b'], loader());
    await cache.details(3, ['a'], loader());
    // Two more would make five: everything is forgotten, then these two are kept.
    await cache.details(2, ['c', 'd'], loader());
    await cache.details(2, ['a', 'c', 'd'], loader());
    await cache.details(3, ['a'], loader());
    expect(loads).toEqual([['a', 'b'], ['a'], ['c', 'd'], ['a'], ['a']]);
  });

  it('clear forgets the details, and details loaded across a clear are answered but not kept', async () => {
    const { cache, loads, loader } = setup();
    await cache.details(2, ['a'], loader());
    cache.clear();
    await cache.details(2, ['a'], (missing) => {
      cache.clear();
      return loader()(missing);
    });
    await cache.details(2, ['a'], loader());
    expect(loads).toEqual([['a'], ['a'], ['a']]);
  });
});
