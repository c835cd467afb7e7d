import { LRUCache } from 'lru-cache';
import { appClockTtl, forgetIfClockWentBack } from '../../cache-clock.ts';
import type { Clock } from '../../clock.ts';
import type { CurrentRole, HeldRoleLookup } from '../../plugins/authentication.ts';

/**
 * How long a process trusts a held role it looked up (60 s at most:
 * docs/benchmarks.md#request-path-goals). A role taken from a user stops working at once in the
 * process that took it (`forgetUser`), and in every other process when the change signal arrives
 * (events/change-signals.ts). This time is the guard behind the signal: were one lost, each
 * process still looks the role up in the shared database again once its copy is this old.
 */
export const heldRoleCacheTtlMs = 30_000;

export interface HeldRoleCacheOptions {
  /** The database lookup behind the cache. */
  lookup: HeldRoleLookup;
  clock: Clock;
  ttlMs?: number;
  /** Held roles (a user and a role) kept at most; the least recently used make room. */
  maxRoles?: number;
}

export interface HeldRoleCache {
  /** The role with its permissions if the user holds it; from memory for at most the TTL. */
  find: HeldRoleLookup;
  /** Forgets every role remembered for the user: call it whenever a role is taken from them. */
  forgetUser(userId: string): void;
  /** Forgets every role remembered (change signals may have been missed). */
  forgetAll(): void;
}

interface HeldRoleLoad {
  userId: string;
  roleId: number;
  /** Set by the load: the user was forgotten while it read the database. */
  raced: boolean;
}

/**
 * Every signed-in request that sends `roleId` checks that the user holds it; remembering the
 * answer for a short time saves a database round trip per request, and the requests a page sends
 * together share one lookup. Only roles found are kept (lru-cache hands a fetch's `undefined` to
 * its callers without storing it), so a role just given works at once and guessed role ids
 * cannot fill the memory.
 */
export function createHeldRoleCache({
  lookup,
  clock,
  ttlMs = heldRoleCacheTtlMs,
  maxRoles = 10_000,
}: HeldRoleCacheOptions): HeldRoleCache {
  // Bumped by forgetUser: a lookup that read the role before a removal must not keep it in
  // memory after the removal forgot it.
  let generation = 0;
  const cache = new LRUCache<string, CurrentRole, HeldRoleLoad>({
    max: maxRoles,
    ...appClockTtl(clock, ttlMs),
    fetchMethod: async (_key, _stale, { context }) => {
      const startedIn = generation;
      const role = await lookup(context.userId, context.roleId);
      context.raced = startedIn !== generation;
      return role;
    },
  });

  return {
    find: async (userId, roleId) => {
      const key = `${userId} ${String(roleId)}`;
      forgetIfClockWentBack(cache, key);
      const load: HeldRoleLoad = { userId, roleId, raced: false };
      const role = await cache.fetch(key, { context: load });
      // Its callers get what the lookup read, as any request that read just before the removal
      // would have; the first of them (whose load it was) takes it back out of memory.
      if (load.raced && role !== undefined && cache.peek(key) === role) cache.delete(key);
      return role;
    },
    forgetUser: (userId) => {
      generation += 1;
      // Loads still under way are not listed by keys(): the generation covers them.
      const ofUser = [...cache.keys()].filter((key) => key.startsWith(`${userId} `));
      for (const key of ofUser) cache.delete(key);
    },
    forgetAll: () => {
      generation += 1;
      cache.clear();
    },
  };
}
