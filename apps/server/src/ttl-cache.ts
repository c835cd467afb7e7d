import type { Clock } from './clock.ts';

export interface TtlCacheOptions {
  /** Time comes from the app's clock, so tests move it instead of sleeping. */
  clock: Clock;
  /** No entry is served longer than this after it was stored. */
  ttlMs: number;
  /** Bounds memory: when full, the oldest entry makes room. */
  maxEntries: number;
}

export interface TtlCache<K, V> {
  /** The value, if stored less than its lifetime ago by the clock; undefined otherwise. */
  get(key: K): V | undefined;
  /** Stores the value until `expiresAtMs` (epoch ms) or for the cache's TTL, whichever is sooner. */
  set(key: K, value: V, expiresAtMs?: number): void;
  delete(key: K): void;
  readonly size: number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
  expiresAt: number;
}

/**
 * A small per-process cache with a hard lifetime per entry. A Map keeps insertion order, so the
 * first key is the oldest and eviction is O(1). A clock set back before an entry was stored
 * makes that entry stale, never older data fresh.
 */
export function createTtlCache<K, V>({
  clock,
  ttlMs,
  maxEntries,
}: TtlCacheOptions): TtlCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      const now = clock().getTime();
      if (now >= entry.storedAt && now < entry.expiresAt) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set: (key, value, expiresAtMs = Number.POSITIVE_INFINITY) => {
      const now = clock().getTime();
      // Deleted first so that a refreshed key moves to the young end of the order.
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(key, { value, storedAt: now, expiresAt: Math.min(expiresAtMs, now + ttlMs) });
    },
    delete: (key) => {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
