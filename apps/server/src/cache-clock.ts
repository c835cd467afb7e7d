import type { Perf } from 'lru-cache';
import type { Clock } from './clock.ts';

/**
 * The TTL to give lru-cache for an entry that lasts `ttlMs` and not a moment longer: lru-cache
 * serves an entry while its age is at most its TTL, ours while it is less. The clock counts whole
 * milliseconds, so one less is the same. (Never 0, which lru-cache reads as "no TTL".)
 */
export function lruTtl(ttlMs: number): number {
  return Math.max(1, ttlMs - 1);
}

/**
 * lru-cache options for entries that last `ttlMs` by the app's clock, so a test that moves its
 * clock expires entries as the passing of real time would. `ttlResolution: 0` reads the clock on
 * every check: lru-cache otherwise reuses one reading for a millisecond of real time, and an
 * entry would outlive a move of the test clock made within that millisecond.
 */
export function appClockTtl(
  clock: Clock,
  ttlMs: number,
): { ttl: number; perf: Perf; ttlResolution: number } {
  return { ttl: lruTtl(ttlMs), perf: { now: () => clock().getTime() }, ttlResolution: 0 };
}

/** The part of an LRUCache with a TTL that `forgetIfClockWentBack` uses. */
interface ClockedEntries<K> {
  readonly ttl: number;
  has(key: K): boolean;
  getRemainingTTL(key: K): number;
  delete(key: K): boolean;
}

/**
 * Forgets `key` when the clock has been set back to before it was stored (its time left is more
 * than the cache's TTL), so a step back of the clock makes an entry stale instead of keeping it
 * past its lifetime by the length of the step. An entry still loading is left alone.
 */
export function forgetIfClockWentBack<K>(cache: ClockedEntries<K>, key: K): void {
  if (cache.has(key) && cache.getRemainingTTL(key) > cache.ttl) cache.delete(key);
}
