import type { Clock } from '../../clock.ts';
import type { CurrentRole, HeldRoleLookup } from '../../plugins/authentication.ts';
import { createTtlCache } from '../../ttl-cache.ts';

/**
 * How long a process trusts a held role it looked up (issue 8 allows 60 s). A role taken from a
 * user stops working at once in the process that took it (`forgetUser`), and in every other
 * process within this time: processes share no memory, but each looks the role up in the
 * database again once its copy is this old, and the database is shared.
 */
export const heldRoleCacheTtlMs = 30_000;

export interface HeldRoleCacheOptions {
  /** The database lookup behind the cache. */
  lookup: HeldRoleLookup;
  clock: Clock;
  ttlMs?: number;
  /** Users whose roles are kept at most; the least recently stored make room. */
  maxUsers?: number;
}

export interface HeldRoleCache {
  /** The role with its permissions if the user holds it; from memory for at most the TTL. */
  find: HeldRoleLookup;
  /** Forgets every role remembered for the user: call it whenever a role is taken from them. */
  forgetUser(userId: string): void;
}

/**
 * Every signed-in request that sends `roleId` checks that the user holds it; remembering the
 * answer for a short time saves a database round trip per request. Only roles found are kept, so
 * a role just given works at once and guessed role ids cannot fill the memory.
 */
export function createHeldRoleCache({
  lookup,
  clock,
  ttlMs = heldRoleCacheTtlMs,
  maxUsers = 10_000,
}: HeldRoleCacheOptions): HeldRoleCache {
  const cache = createTtlCache<string, Map<number, CurrentRole>>({
    clock,
    ttlMs,
    maxEntries: maxUsers,
  });
  // Bumped by forgetUser: a lookup that read the role before a removal must not put it back
  // into memory after the removal forgot it.
  let generation = 0;

  return {
    find: async (userId, roleId) => {
      const remembered = cache.get(userId)?.get(roleId);
      if (remembered !== undefined) return remembered;
      const startedIn = generation;
      const role = await lookup(userId, roleId);
      if (role === undefined || startedIn !== generation) return role;
      const roles = cache.get(userId);
      // Added to the user's entry without renewing it: no role is trusted longer than the TTL.
      if (roles === undefined) cache.set(userId, new Map([[roleId, role]]));
      else roles.set(roleId, role);
      return role;
    },
    forgetUser: (userId) => {
      generation += 1;
      cache.delete(userId);
    },
  };
}
