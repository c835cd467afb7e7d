import { describe, expect, test } from 'vitest';
import { permissions } from '@kinderwait/contract/constants';
import { collectAccess, routeAccess, satisfiesAll } from './route-access';

describe('routeAccess', () => {
  test('declares a signed-in route by default', () => {
    expect(routeAccess()).toEqual({ access: { signIn: true } });
  });

  test('carries permissions and subscriptions', () => {
    expect(routeAccess({ permissions: [permissions.waitlistTicketCreate] })).toEqual({
      access: { permissions: ['waitlistTicket.create'] },
    });
  });
});

describe('collectAccess', () => {
  test('routes without an access handle need nothing', () => {
    expect(collectAccess([undefined, null, 'x', { title: 'Home' }, { access: null }])).toEqual({
      signIn: false,
      permissionSets: [],
      subscriptionSets: [],
    });
  });

  test('collects one set per route; permissions and subscriptions imply sign-in', () => {
    const requirement = collectAccess([
      routeAccess({ permissions: [permissions.childCreate, permissions.waitlistTicketCreate] }),
      { access: { subscriptions: ['Voice Assistant Setup'] } },
    ]);
    expect(requirement).toEqual({
      signIn: true,
      permissionSets: [['child.create', 'waitlistTicket.create']],
      subscriptionSets: [['Voice Assistant Setup']],
    });
  });

  test('ignores malformed entries instead of trusting them', () => {
    expect(
      collectAccess([{ access: { signIn: 'yes', permissions: [1, 'child.create'] } }]),
    ).toEqual({ signIn: true, permissionSets: [['child.create']], subscriptionSets: [] });
  });
});

describe('satisfiesAll', () => {
  test('needs one held item from every set', () => {
    expect(satisfiesAll([['a', 'b'], ['c']], ['b', 'c'])).toBe(true);
    expect(satisfiesAll([['a', 'b'], ['c']], ['b'])).toBe(false);
    expect(satisfiesAll([], [])).toBe(true);
  });
});
