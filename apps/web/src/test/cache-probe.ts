import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

export interface CacheProbe<Name extends string> {
  /** The names of the entries a write marked out of date, in the order they were given. */
  invalidated: () => Name[];
  /** What the cache holds under the named entry now. */
  data: (name: Name) => unknown;
}

/**
 * Puts an entry under each named key of the app's cache, as screens visited earlier leave them,
 * so a test of a write can say which of them it marked out of date (and which it replaced). The
 * entries have no screen open: marking one is all a write does to it.
 */
export function probeCache<Name extends string>(keys: Record<Name, QueryKey>): CacheProbe<Name> {
  const names: Name[] = [];
  for (const name in keys) {
    names.push(name);
    const key: QueryKey = keys[name];
    queryClient.setQueryData(key, { cachedAs: name });
  }
  return {
    invalidated: () =>
      names.filter((name) => queryClient.getQueryState(keys[name])?.isInvalidated === true),
    data: (name) => queryClient.getQueryData(keys[name]),
  };
}
