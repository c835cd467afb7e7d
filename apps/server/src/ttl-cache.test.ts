import { describe, expect, it } from 'vitest';
import { createTestClock } from './test/test-clock.ts';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('serves an entry until its TTL, then forgets it', () => {
    const time = createTestClock();
    const cache = createTtlCache<string, number>({
      clock: time.clock,
      ttlMs: 1000,
      maxEntries: 10,
    });
    cache.set('a', 1);
    time.advance(999);
    expect(cache.get('a')).toBe(1);
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('ends an entry at its own expiry when that comes before the TTL', () => {
    const time = createTestClock();
    const cache = createTtlCache<string, number>({
      clock: time.clock,
      ttlMs: 1000,
      maxEntries: 10,
    });
    cache.set('a', 1, time.clock().getTime() + 10);
    time.advance(10);
    expect(cache.get('a')).toBeUndefined();
  });

  it('treats an entry as stale when the clock goes back before it was stored', () => {
    const time = createTestClock();
    const cache = createTtlCache<string, number>({
      clock: time.clock,
      ttlMs: 1000,
      maxEntries: 10,
    });
    cache.set('a', 1);
    time.advance(-1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('makes room by dropping the oldest entry when full', () => {
    const time = createTestClock();
    const cache = createTtlCache<string, number>({ clock: time.clock, ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });
});
