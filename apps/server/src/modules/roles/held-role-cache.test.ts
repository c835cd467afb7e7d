import { describe, expect, it } from 'vitest';
import type { CurrentRole } from '../../plugins/authentication.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createHeldRoleCache } from './held-role-cache.ts';

const ttlMs = 1000;
const parent: CurrentRole = { id: 1, code: 'Parent', permissions: ['children.read'] };

/** A role table in memory behind a lookup that counts its calls. */
function heldRoles(options: { maxRoles?: number } = {}) {
  const time = createTestClock();
  const held = new Map<string, CurrentRole>();
  const lookups: string[] = [];
  const cache = createHeldRoleCache({
    clock: time.clock,
    ttlMs,
    ...options,
    lookup: (userId, roleId) => {
      lookups.push(`${userId}/${String(roleId)}`);
      return Promise.resolve(held.get(`${userId}/${String(roleId)}`));
    },
  });
  return {
    time,
    cache,
    lookups,
    give: (userId: string, role: CurrentRole) => held.set(`${userId}/${String(role.id)}`, role),
    take: (userId: string, roleId: number) => held.delete(`${userId}/${String(roleId)}`),
  };
}

describe('createHeldRoleCache', () => {
  it('answers from memory for the TTL by the app clock, then looks the role up again from the moment it ends', async () => {
    const { time, cache, lookups, give } = heldRoles();
    give('u1', parent);
    expect(await cache.find('u1', 1)).toEqual(parent);
    time.advance(ttlMs - 1);
    expect(await cache.find('u1', 1)).toEqual(parent);
    expect(lookups).toHaveLength(1);
    time.advance(1);
    expect(await cache.find('u1', 1)).toEqual(parent);
    expect(lookups).toHaveLength(2);
  });

  it('shares one lookup between concurrent requests with the same role', async () => {
    const { cache, lookups, give } = heldRoles();
    give('u1', parent);
    const answers = await Promise.all([cache.find('u1', 1), cache.find('u1', 1)]);
    expect(answers).toEqual([parent, parent]);
    expect(lookups).toEqual(['u1/1']);
  });

  it('keeps no answer for a role not held, so a role just given works at once', async () => {
    const { cache, lookups, give } = heldRoles();
    expect(await cache.find('u1', 1)).toBeUndefined();
    give('u1', parent);
    expect(await cache.find('u1', 1)).toEqual(parent);
    expect(lookups).toEqual(['u1/1', 'u1/1']);
  });

  it("forgets the user's roles on forgetUser, and only theirs", async () => {
    const { cache, lookups, give, take } = heldRoles();
    give('u1', parent);
    give('u2', parent);
    await cache.find('u1', 1);
    await cache.find('u2', 1);
    take('u1', 1);
    cache.forgetUser('u1');
    expect(await cache.find('u1', 1)).toBeUndefined();
    expect(await cache.find('u2', 1)).toEqual(parent);
    expect(lookups).toEqual(['u1/1', 'u2/1', 'u1/1']);
  });

  it('makes room by dropping the least recently used role when full', async () => {
    const { cache, lookups, give } = heldRoles({ maxRoles: 2 });
    for (const user of ['a', 'b', 'c']) give(user, parent);
    await cache.find('a', 1);
    await cache.find('b', 1);
    await cache.find('a', 1);
    await cache.find('c', 1);
    lookups.length = 0;
    await cache.find('a', 1);
    await cache.find('c', 1);
    await cache.find('b', 1);
    expect(lookups).toEqual(['b/1']);
  });

  it('treats a remembered role as stale when the clock goes back before it was stored', async () => {
    const { time, cache, lookups, give } = heldRoles();
    give('u1', parent);
    await cache.find('u1', 1);
    time.advance(-1);
    await cache.find('u1', 1);
    expect(lookups).toHaveLength(2);
  });
});
